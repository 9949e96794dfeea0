import type { Translate } from '../../../engine/react/i18n/translate';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A refused letter action as the user reads it: letters.errors.* (and workflow.errors.*) with their
 * values, the platform's keys through errors.{key}, and a general sentence for anything without a
 * text, so no raw key reaches the user.
 */
export function lettersRefusalText(t: Translate, error: unknown): string {
  const record = isRecord(error) ? error : error instanceof Error ? { message: error.message, ...(error as unknown as Record<string, unknown>) } : {};
  const key = typeof record.userMessage === 'string' ? record.userMessage : typeof record.message === 'string' ? record.message : '';
  const params = isRecord(record.details) && isRecord(record.details.params) ? record.details.params : {};
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) if (typeof value === 'string' || typeof value === 'number') values[name] = String(value);
  const id = key.includes('.') ? key : `errors.${key}`;
  const text = key === '' ? id : t(id, values);
  return text === id ? t('letters.panel.failed') : text;
}
