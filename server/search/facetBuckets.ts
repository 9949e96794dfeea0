import { DATE_RANGES, SIZE_RANGES, TIME_RANGES, type DayRange } from '../../engine/derive/ranges';

/** One bucket of a range facet: from <= value < to (an open end when absent). */
export interface Bucket {
  key: string;
  from?: number;
  to?: number;
}

const DAY_MS = 86_400_000;

/** Start of the asker's current day as epoch ms (tzOffset: minutes east of UTC). */
export function startOfDay(now: number, tzOffset = 0): number {
  const offsetMs = tzOffset * 60_000;
  return Math.floor((now + offsetMs) / DAY_MS) * DAY_MS - offsetMs;
}

/**
 * The engine's day ranges (engine/derive/ranges.ts) as instants in the asker's time zone. The keys
 * are the engine's, so the facet panel finds its counts and its selections match a bucket.
 */
function dayBuckets(ranges: readonly DayRange[], now: number, tzOffset: number): Bucket[] {
  const t0 = startOfDay(now, tzOffset);
  const dayStart = (day: number): number => t0 + day * DAY_MS;
  return ranges.map((range) => ({
    key: range.key,
    ...(range.startDay === undefined ? {} : { from: dayStart(range.startDay) }),
    ...(range.endDay === undefined ? {} : { to: dayStart(range.endDay) }),
  }));
}

/** Past instants (created, collected ...): today, yesterday, last week, 7-30 ... before 180 days. */
export function timeBuckets(now: number, tzOffset = 0): Bucket[] {
  return dayBuckets(TIME_RANGES, now, tzOffset);
}

/** Future instants (due dates ...): tomorrow, within a week, 7-30 ... over 180 days. */
export function dateBuckets(now: number, tzOffset = 0): Bucket[] {
  return dayBuckets(DATE_RANGES, now, tzOffset);
}

/** File sizes in bytes (platform spec section 9), decimal units. */
export const SIZE_BUCKETS: readonly Bucket[] = SIZE_RANGES.map(({ key, from, to }) => ({
  key,
  ...(from === undefined ? {} : { from }),
  ...(to === undefined ? {} : { to }),
}));
