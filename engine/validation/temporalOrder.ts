import { parseDateTime, parsePartialDate, parseTime } from './temporalParsers';

/**
 * Orders two values of the same temporal form, for the endNotBeforeStart rule. Answers a negative
 * number when a is before b, 0 when equal, positive when after, and undefined when the two cannot be
 * compared (different or unknown forms): the rule then stays silent rather than guess.
 *
 * - times "HH:mm[:ss]": by time of day, so "09:30" equals "09:30:00";
 * - date-times: by instant (zone offsets applied);
 * - dates "YYYY[-M[-D]]", also against the date part of a date-time: part by part on the parts both
 *   give, so "2024" is neither before nor after "2024-03";
 * - numbers: numerically.
 */
export function compareTemporal(a: unknown, b: unknown): number | undefined {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a !== 'string' || typeof b !== 'string') return undefined;

  const timeA = parseTime(a);
  const timeB = parseTime(b);
  if (timeA !== undefined || timeB !== undefined) {
    return timeA !== undefined && timeB !== undefined ? timeA - timeB : undefined;
  }

  const instantA = parseDateTime(a);
  const instantB = parseDateTime(b);
  if (instantA !== undefined && instantB !== undefined) return instantA - instantB;

  const dateA = dateParts(a, instantA !== undefined);
  const dateB = dateParts(b, instantB !== undefined);
  if (dateA === undefined || dateB === undefined) return undefined;
  const common = Math.min(dateA.length, dateB.length);
  for (let i = 0; i < common; i++) {
    const difference = (dateA[i] ?? 0) - (dateB[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** Year, month, day of a (partial) date, or of the date part of a valid date-time. */
function dateParts(value: string, isDateTime: boolean): number[] | undefined {
  return parsePartialDate(isDateTime ? value.slice(0, value.indexOf('T')) : value);
}
