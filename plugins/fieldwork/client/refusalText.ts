import type { Translate } from '../../../engine/react/i18n/translate';

/** A refused order as the user reads it: fieldwork.errors.*, the platform's errors.{key}, else a general sentence. */
export function fieldworkRefusalText(t: Translate, error: unknown): string {
  const record: Record<string, unknown> = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  const key = typeof record.userMessage === 'string' ? record.userMessage : typeof record.message === 'string' ? record.message : '';
  const id = key.includes('.') ? key : `errors.${key}`;
  const text = key === '' ? id : t(id);
  return text === id ? t('fieldwork.panel.failed') : text;
}
