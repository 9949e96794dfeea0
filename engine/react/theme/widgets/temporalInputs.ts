import { formatDateTime, formatPartialDate } from '../../../format';
import { parseDateText, parseDateTimeText, parsePartialDateText, parseTimeText } from '../../../format/dateParse';

/**
 * Conversions between the stored ISO 8601 values and the text the date and time widgets show
 * (spec §9: DD-MMM-YYYY and 24-hour HH:mm, month names in the UI language). date-time values are
 * stored as UTC instants and edited in the user's local time; dates and times as written.
 *
 * Text that names no date is stored as typed, so the form's format check refuses it with its
 * translated message ("Enter a valid date") instead of silently keeping the previous value.
 */

export type TemporalKind = 'date' | 'date-time' | 'time' | 'partial-date';

const pad2 = (n: number): string => String(n).padStart(2, '0');
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const CALENDAR_DATE = /^\d{4}(?:-\d{1,2}(?:-\d{1,2}|)|)$/;
const CLOCK_TIME = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+|)|)$/;

/** What the input shows for a stored value: the display form, else the stored text itself. */
export function valueToText(kind: TemporalKind, value: unknown, locale: string): string {
  if (typeof value !== 'string' || value === '') return '';
  switch (kind) {
    case 'date':
      return ISO_DATE.test(value) ? formatPartialDate(value, locale) : value;
    case 'partial-date':
      return CALENDAR_DATE.test(value) ? formatPartialDate(value, locale) : value;
    case 'date-time':
      return formatDateTime(value, locale) || value;
    case 'time': {
      const match = CLOCK_TIME.exec(value);
      return match ? `${pad2(Number(match[1]))}:${match[2] ?? '00'}` : value;
    }
  }
}

/** The stored value of typed text: undefined for nothing, the ISO value, else the text unchanged. */
export function textToValue(kind: TemporalKind, text: string, locale: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return parseText(kind, trimmed, locale) ?? trimmed;
}

/** True when the text is empty or names a value of its kind. */
export function isReadable(kind: TemporalKind, text: string, locale: string): boolean {
  return text.trim() === '' || parseText(kind, text.trim(), locale) !== undefined;
}

function parseText(kind: TemporalKind, text: string, locale: string): string | undefined {
  switch (kind) {
    case 'date': {
      const date = parseDateText(text, locale);
      return date ? `${String(date.year).padStart(4, '0')}-${pad2(date.month)}-${pad2(date.day)}` : undefined;
    }
    case 'partial-date':
      return parsePartialDateText(text, locale);
    case 'date-time':
      return parseDateTimeText(text, locale)?.toISOString();
    case 'time':
      return parseTimeText(text);
  }
}

/** The calendar's day (local midnight) of a stored value, or null when it names none. */
export function valueToPickerDate(kind: TemporalKind, value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  if (kind === 'date-time') {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  if (kind === 'time') {
    const match = CLOCK_TIME.exec(value);
    if (!match) return null;
    const today = new Date();
    today.setHours(Number(match[1]), Number(match[2]), 0, 0);
    return today;
  }
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (!match) return null;
  const date = new Date(2000, Number(match[2]) - 1, Number(match[3]));
  date.setFullYear(Number(match[1]));
  return date;
}

/** The stored value of what the picker chose (its Date is in local time). */
export function pickerDateToValue(kind: TemporalKind, date: Date): string {
  if (kind === 'date-time') return date.toISOString();
  if (kind === 'time') return `${pad2(date.getHours())}:${pad2(date.getMinutes())}`;
  return `${String(date.getFullYear()).padStart(4, '0')}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
}
