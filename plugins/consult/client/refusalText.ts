import type { Translate } from '../../../engine/react/i18n/translate';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A refused consultation action as the user reads it: consult.errors.* with their values (values
 * that are message ids, such as consult.states.REVIEW, translated too), the platform's keys through
 * errors.{key}, and a general sentence for anything without a text.
 */
export function consultRefusalText(t: Translate, error: unknown): string {
  const record = isRecord(error) ? error : error instanceof Error ? { message: error.message, ...(error as unknown as Record<string, unknown>) } : {};
  const key = typeof record.userMessage === 'string' ? record.userMessage : typeof record.message === 'string' ? record.message : '';
  // A refused field (validationFailed) reads as its own message.
  const fieldErrors = isRecord(record.details) && Array.isArray(record.details.errors) ? record.details.errors.filter(isRecord) : [];
  const fieldMessage = fieldErrors.map((entry) => entry.messageId).find((id): id is string => typeof id === 'string');
  if (fieldMessage) return t(fieldMessage);
  const params = isRecord(record.details) && isRecord(record.details.params) ? record.details.params : {};
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) if (typeof value === 'string') values[name] = value.startsWith('consult.') ? t(value) : value;
  const id = key.includes('.') ? key : `errors.${key}`;
  const text = key === '' ? id : t(id, values);
  return text === id ? t('consult.actions.failed') : text;
}
