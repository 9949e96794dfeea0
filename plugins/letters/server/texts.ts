import { IntlMessageFormat } from 'intl-messageformat';
import type { Registry } from '../../../engine/registry/registry';

/** Letters, mails and snapshots go to the proponent in English, the language every text has. */
export const LETTER_LOCALE = 'en';

/** One of the product's texts (plugins' messages) formatted in the letters' language. */
export function letterText(registry: Registry, id: string, values: Record<string, string> = {}): string {
  const text = registry.messages[LETTER_LOCALE]?.[id];
  return text === undefined ? id : String(new IntlMessageFormat(text, LETTER_LOCALE).format(values));
}

/** The label of a list value as letters show it: its English text, else the key. */
export function lovLabel(registry: Registry, list: string, key: unknown): string {
  if (typeof key !== 'string') return '';
  const value = registry.lovs.get(list)?.values.find((entry) => entry.key === key);
  return value?.t.en ?? key;
}

/** "27 November 2026": dates in letters are written out, never ISO. */
export function longDate(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  const date = new Date(value.length === 10 ? `${value}T12:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}
