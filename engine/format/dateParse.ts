import { isValidCalendarDate, isValidClockTime } from '../validation/calendar';

/**
 * Reading dates and times people type, the inverse of dateFormat.ts (spec §9: DD-MMM-YYYY, HH:mm
 * on a 24-hour clock) whatever the browser's locale. Accepted besides the display form: any case,
 * spaces, dots or slashes between parts, month names in English or the UI language (abbreviated
 * or full, with or without accents), a month number (DD-MM-YYYY) and ISO YYYY-MM-DD.
 */

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const ENGLISH_MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const SEPARATORS = /[\s\-/.,]+/;
const YEAR = /^\d{4}$/;
const NUMBER = /^\d{1,2}$/;
/** 14:30, 14h30, 1430, 9:05 (one quantifier per part, anchored). */
const TIME = /^(\d{1,2})(?::|h|)(\d{2})$/;
/** 14, 14h: a whole hour. */
const HOUR = /^(\d{1,2})(?:h|)$/;
const ISO_T = /^(\d{4}-\d{2}-\d{2})t(.*)$/;

const monthNameCache = new Map<string, string[][]>();

/** Lower case without accents or a trailing dot, so "Févr." and "fevr" compare equal. */
function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/** Names of each month (index 0-11) people may type: English and the locale's, short and long. */
function monthNames(locale: string): string[][] {
  const cached = monthNameCache.get(locale);
  if (cached) return cached;
  const names = ENGLISH_MONTHS.map((english, index) => {
    const day = new Date(2026, index, 15);
    const local = (['short', 'long'] as const).map((month) => normalize(new Intl.DateTimeFormat(locale, { month }).format(day)).replace(/\.$/, ''));
    return [...new Set([english, ...local])];
  });
  monthNameCache.set(locale, names);
  return names;
}

/** Month 1-12 of a number or a name (a prefix of at least three letters naming one month). */
export function parseMonth(token: string, locale = 'en'): number | undefined {
  if (NUMBER.test(token)) return Number(token);
  const text = normalize(token).replace(/\.$/, '');
  if (text.length < 3) return undefined;
  const months = monthNames(locale)
    .map((names, index) => (names.some((name) => name === text || (text.length >= 3 && name.startsWith(text))) ? index + 1 : 0))
    .filter((month) => month > 0);
  return months.length === 1 ? months[0] : undefined;
}

function parts(text: string): string[] {
  return normalize(text)
    .split(SEPARATORS)
    .filter((part) => part !== '');
}

function calendarDate(year: number, month: number | undefined, day: number): CalendarDate | undefined {
  return month !== undefined && isValidCalendarDate(year, month, day) ? { year, month, day } : undefined;
}

/** A whole day typed as DD-MMM-YYYY (or a form listed above); undefined when it names none. */
export function parseDateText(text: string, locale = 'en'): CalendarDate | undefined {
  const tokens = parts(text);
  if (tokens.length !== 3) return undefined;
  const [first = '', second = '', third = ''] = tokens;
  if (YEAR.test(first) && NUMBER.test(third)) return calendarDate(Number(first), parseMonth(second, locale), Number(third));
  if (NUMBER.test(first) && YEAR.test(third)) return calendarDate(Number(third), parseMonth(second, locale), Number(first));
  return undefined;
}

/** "HH:mm" of a 24-hour time typed as 14:30, 14h30, 1430 or 14; undefined otherwise. */
export function parseTimeText(text: string): string | undefined {
  const value = normalize(text);
  const match = TIME.exec(value) ?? HOUR.exec(value);
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  if (!isValidClockTime(hours, minutes)) return undefined;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** A local moment typed as "DD-MMM-YYYY HH:mm" (or ISO "YYYY-MM-DDTHH:mm"); both parts required. */
export function parseDateTimeText(text: string, locale = 'en'): Date | undefined {
  const iso = ISO_T.exec(normalize(text));
  const chunks = (iso ? `${iso[1] ?? ''} ${iso[2] ?? ''}` : normalize(text)).split(/\s+/).filter((chunk) => chunk !== '');
  if (chunks.length < 2) return undefined;
  const time = parseTimeText(chunks[chunks.length - 1] ?? '');
  const date = parseDateText(chunks.slice(0, -1).join(' '), locale);
  if (!time || !date) return undefined;
  const [hours, minutes] = time.split(':').map(Number);
  const moment = new Date(2000, date.month - 1, date.day, hours, minutes);
  moment.setFullYear(date.year);
  return moment;
}

/**
 * A partial date (spec §5) typed as YYYY, MMM-YYYY or DD-MMM-YYYY (or ISO YYYY-MM[-DD]) to its
 * stored form YYYY, YYYY-MM or YYYY-MM-DD; undefined when it names no year, month or day.
 */
export function parsePartialDateText(text: string, locale = 'en'): string | undefined {
  const tokens = parts(text);
  const pad = (n: number) => String(n).padStart(2, '0');
  if (tokens.length === 1) return YEAR.test(tokens[0] ?? '') ? tokens[0] : undefined;
  if (tokens.length === 2) {
    const [first = '', second = ''] = tokens;
    const [yearText, monthText] = YEAR.test(first) ? [first, second] : [second, first];
    const month = parseMonth(monthText, locale);
    if (!YEAR.test(yearText) || month === undefined || !isValidCalendarDate(Number(yearText), month)) return undefined;
    return `${yearText}-${pad(month)}`;
  }
  const date = parseDateText(text, locale);
  return date ? `${String(date.year).padStart(4, '0')}-${pad(date.month)}-${pad(date.day)}` : undefined;
}
