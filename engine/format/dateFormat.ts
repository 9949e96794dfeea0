import { shortMonthFormat } from './intlFormatters';

/** Spec §9: dates show as DD-MMM-YYYY (05-Mar-2026), times as HH:mm, in the browser's time zone. */
const ENGLISH_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export type DateInput = Date | string | number;

/** A Date for an ISO string, epoch milliseconds or Date; null when it names no valid instant. */
export function toDate(value: DateInput | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/** Month abbreviation: English by default (the spec's example), the locale's short month otherwise. */
function monthAbbreviation(date: Date, locale: string): string {
  if (locale === 'en' || locale.startsWith('en-')) return ENGLISH_MONTHS[date.getMonth()] ?? '';
  const short = shortMonthFormat(locale).format(date).replace(/\.$/, '');
  return short.charAt(0).toLocaleUpperCase(locale) + short.slice(1);
}

/** DD-MMM-YYYY, e.g. 05-Mar-2026; '' for a missing or invalid value. */
export function formatDate(value: DateInput | null | undefined, locale = 'en'): string {
  const date = toDate(value);
  if (!date) return '';
  return `${pad2(date.getDate())}-${monthAbbreviation(date, locale)}-${String(date.getFullYear()).padStart(4, '0')}`;
}

/** HH:mm on a 24-hour clock, e.g. 09:05. */
export function formatTime(value: DateInput | null | undefined): string {
  const date = toDate(value);
  return date ? `${pad2(date.getHours())}:${pad2(date.getMinutes())}` : '';
}

/** DD-MMM-YYYY HH:mm. */
export function formatDateTime(value: DateInput | null | undefined, locale = 'en'): string {
  const date = toDate(value);
  return date ? `${formatDate(date, locale)} ${formatTime(date)}` : '';
}

/**
 * A partial date of the platform (YYYY, YYYY-M or YYYY-M-D, spec §5) shown with what it has:
 * 2026, Mar-2026, 05-Mar-2026. Anything else is returned unchanged.
 */
export function formatPartialDate(value: string, locale = 'en'): string {
  const match = /^(\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?$/.exec(value.trim());
  if (!match) return value;
  const [, year, month, day] = match;
  if (month === undefined) return year ?? value;
  const date = new Date(Number(year), Number(month) - 1, day === undefined ? 1 : Number(day));
  const monthText = monthAbbreviation(date, locale);
  return day === undefined ? `${monthText}-${year}` : `${pad2(Number(day))}-${monthText}-${year}`;
}
