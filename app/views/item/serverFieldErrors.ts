import { fieldErrorsOf } from '../../../engine/react/theme/errorTranslation';
import type { FieldError } from '../../../engine/validation/fieldErrors';
import { ApiError } from '../../net/apiContract';

/** The per-field errors of a refused write (validationFailed carries them as details.errors). */
export function serverFieldErrors(error: unknown): FieldError[] {
  if (!(error instanceof ApiError) || error.userMessage !== 'validationFailed') return [];
  return fieldErrorsOf(error.details);
}
