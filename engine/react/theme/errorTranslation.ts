import type { ErrorObject } from 'ajv';
import type { ErrorSchema } from '@rjsf/utils';
import { toFieldError, type FieldError } from '../../validation/fieldErrors';
import type { Translate } from '../i18n/translate';

/**
 * The text of one field error. errors.array.* carry the item label as message ids ({one}, {other})
 * that must be translated before they become placeholders of the array message.
 */
export function fieldErrorText(error: FieldError, translate: Translate): string {
  const { values } = error;
  if (!error.messageId.startsWith('errors.array.')) return translate(error.messageId, values);
  const label = (name: 'one' | 'other'): string => {
    const id = values[name];
    return typeof id === 'string' ? translate(id) : String(id ?? '');
  };
  return translate(error.messageId, { ...values, one: label('one'), other: label('other') });
}

/**
 * rjsf's localizer hook: replaces each raw ajv error's message by the translated text of the
 * platform's message id for it, so forms say exactly what the server would.
 */
export function localizeAjvErrors(errors: ErrorObject[] | null | undefined, translate: Translate): void {
  for (const error of errors ?? []) error.message = fieldErrorText(toFieldError(error), translate);
}

function unescapePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/**
 * Field errors the server returned (validationFailed) as rjsf extraErrors: the JSON pointer of each
 * becomes the nesting of the error schema, the message its translated text.
 */
export function fieldErrorsToErrorSchema(errors: readonly FieldError[], translate: Translate): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const error of errors) {
    const segments = error.path.split('/').slice(1).map(unescapePointer).filter((s) => s !== '');
    let node = root;
    for (const segment of segments) {
      const next = node[segment];
      const child = typeof next === 'object' && next !== null ? (next as Record<string, unknown>) : {};
      node[segment] = child;
      node = child;
    }
    const existing = Array.isArray(node.__errors) ? (node.__errors as string[]) : [];
    node.__errors = [...existing, fieldErrorText(error, translate)];
  }
  return root as ErrorSchema;
}

/** The field errors a rejected write carries (server/items ValidationFailedError details), if any. */
export function fieldErrorsOf(reply: unknown): FieldError[] {
  if (typeof reply !== 'object' || reply === null || !('errors' in reply) || !Array.isArray(reply.errors)) return [];
  return reply.errors.filter(
    (e): e is FieldError =>
      typeof e === 'object' && e !== null && typeof e.path === 'string' && typeof e.messageId === 'string' && typeof e.values === 'object',
  );
}
