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

/** Past instants (created, collected ...): today, yesterday, last week, 7-30 ... before 180 days. */
export function timeBuckets(now: number, tzOffset = 0): Bucket[] {
  const t0 = startOfDay(now, tzOffset);
  const daysAgo = (days: number): number => t0 - days * DAY_MS;
  return [
    { key: 'today', from: t0, to: t0 + DAY_MS },
    { key: 'yesterday', from: daysAgo(1), to: t0 },
    { key: 'lastWeek', from: daysAgo(7), to: daysAgo(1) },
    { key: '7-30', from: daysAgo(30), to: daysAgo(7) },
    { key: '30-60', from: daysAgo(60), to: daysAgo(30) },
    { key: '60-90', from: daysAgo(90), to: daysAgo(60) },
    { key: '90-180', from: daysAgo(180), to: daysAgo(90) },
    { key: 'before180', to: daysAgo(180) },
  ];
}

/** Future instants (due dates ...): tomorrow, within a week, 7-30 ... over 180 days. */
export function dateBuckets(now: number, tzOffset = 0): Bucket[] {
  const t0 = startOfDay(now, tzOffset);
  const daysAhead = (days: number): number => t0 + days * DAY_MS;
  return [
    { key: 'tomorrow', from: daysAhead(1), to: daysAhead(2) },
    { key: 'withinWeek', from: daysAhead(2), to: daysAhead(7) },
    { key: '7-30', from: daysAhead(7), to: daysAhead(30) },
    { key: '30-60', from: daysAhead(30), to: daysAhead(60) },
    { key: '60-90', from: daysAhead(60), to: daysAhead(90) },
    { key: '90-180', from: daysAhead(90), to: daysAhead(180) },
    { key: 'over180', from: daysAhead(180) },
  ];
}

/** File sizes in bytes (platform spec section 9), decimal units. */
export const SIZE_BUCKETS: readonly Bucket[] = [
  { key: '0-1000', from: 0, to: 1001 },
  { key: '1001-1M', from: 1001, to: 1e6 },
  { key: '1M-10M', from: 1e6, to: 1e7 },
  { key: '10M-100M', from: 1e7, to: 1e8 },
  { key: '100M-1G', from: 1e8, to: 1e9 },
  { key: 'over1G', from: 1e9 },
];
