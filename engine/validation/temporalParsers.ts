import { isValidCalendarDate, isValidClockTime } from './calendar';
import { DATE_PATTERN, DATE_TIME_PATTERN, PARTIAL_DATE_PATTERN, TIME_PATTERN } from './patterns';

/**
 * Parsers for the date and time forms fields store (all ISO 8601 text). Each answers undefined for
 * text that is not of its form or names a day or time that does not exist, so the formats and the
 * start/end comparison agree on what a valid value is.
 */

/** [year, month?, day?] of "YYYY", "YYYY-M" or "YYYY-M-D". */
export function parsePartialDate(value: string): number[] | undefined {
  const match = PARTIAL_DATE_PATTERN.exec(value);
  if (match === null) return undefined;
  const parts = [match[1], match[2], match[3]].filter((part) => part !== undefined && part !== '').map(Number);
  const [year = 0, month, day] = parts;
  if (month !== undefined && !isValidCalendarDate(year, month, day)) return undefined;
  return parts;
}

/** [year, month, day] of "YYYY-MM-DD". */
export function parseDate(value: string): number[] | undefined {
  const match = DATE_PATTERN.exec(value);
  if (match === null) return undefined;
  const [year, month, day] = [match[1], match[2], match[3]].map(Number);
  if (year === undefined || month === undefined || !isValidCalendarDate(year, month, day)) return undefined;
  return [year, month, day ?? 1];
}

/** Seconds since midnight of "HH:mm" or "HH:mm:ss". */
export function parseTime(value: string): number | undefined {
  const match = TIME_PATTERN.exec(value);
  if (match === null) return undefined;
  const [hours, minutes, seconds] = [match[1], match[2], match[3] || '0'].map(Number);
  if (hours === undefined || minutes === undefined || !isValidClockTime(hours, minutes, seconds)) return undefined;
  return hours * 3600 + minutes * 60 + (seconds ?? 0);
}

/**
 * Milliseconds since the epoch of an ISO 8601 date-time. A value without a zone is read as UTC so
 * that server and client (in different zones) order such values the same way.
 */
export function parseDateTime(value: string): number | undefined {
  const match = DATE_TIME_PATTERN.exec(value);
  if (match === null) return undefined;
  const [year, month, day, hours, minutes, seconds] = match.slice(1, 7).map((part) => Number(part || '0'));
  if (year === undefined || month === undefined || day === undefined) return undefined;
  if (hours === undefined || minutes === undefined || seconds === undefined) return undefined;
  if (!isValidCalendarDate(year, month, day) || !isValidClockTime(hours, minutes, seconds)) return undefined;
  const offsetMinutes = parseZoneOffset(match[8] ?? '');
  if (offsetMinutes === undefined) return undefined;
  // Date.UTC maps years 0-99 to 1900-1999; set the full year afterwards to keep them exact.
  const utc = new Date(Date.UTC(2000, month - 1, day, hours, minutes, seconds));
  utc.setUTCFullYear(year);
  const fractionMs = Number(`0${match[7] ?? ''}`) * 1000;
  return utc.getTime() + fractionMs - offsetMinutes * 60_000;
}

/** Minutes east of UTC of "", "Z", "+hh:mm" or "+hhmm"; undefined when out of range. */
function parseZoneOffset(zone: string): number | undefined {
  if (zone === '' || zone === 'Z') return 0;
  const digits = zone.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2));
  if (hours > 23 || minutes > 59) return undefined;
  return (zone.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
}
