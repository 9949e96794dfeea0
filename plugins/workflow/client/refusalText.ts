import type { FieldError } from '../../../engine/validation/fieldErrors';
import type { Translate } from '../../../engine/react/i18n/translate';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The values of a refusal's message: the server sends them as details.params (workflow.errors.*) or values. */
function valuesOf(error: Record<string, unknown>): Record<string, string | number> {
  const source = isRecord(error.details) && isRecord(error.details.params) ? error.details.params : isRecord(error.values) ? error.values : {};
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(source)) if (typeof value === 'string' || typeof value === 'number') values[name] = value;
  return values;
}

/**
 * A refused workflow request as the user reads it: the workflow's own keys (workflow.errors.*) with
 * their values, the platform's (notAllowed, staleUpdate …) through errors.{key}, and a general
 * sentence for anything without a text, so no raw key or server jargon reaches the user.
 */
export function refusalText(t: Translate, error: unknown): string {
  const record = isRecord(error) ? error : error instanceof Error ? { message: error.message } : {};
  const key = typeof record.userMessage === 'string' ? record.userMessage : typeof record.message === 'string' ? record.message : '';
  const id = key.includes('.') ? key : `errors.${key}`;
  const text = key === '' ? id : t(id, valuesOf(record));
  return text === id ? t('workflow.panel.failed') : text;
}

/** The field errors a refused properties change carries (details.errors), for the form to show at its fields. */
export function refusalFieldErrors(error: unknown): FieldError[] {
  const details = isRecord(error) && isRecord(error.details) ? error.details : {};
  const errors = Array.isArray(details.errors) ? details.errors : [];
  return errors.flatMap((entry): FieldError[] => {
    if (!isRecord(entry) || typeof entry.path !== 'string' || typeof entry.messageId !== 'string') return [];
    return [{ path: entry.path, messageId: entry.messageId, values: isRecord(entry.values) ? (entry.values as FieldError['values']) : {} }];
  });
}
