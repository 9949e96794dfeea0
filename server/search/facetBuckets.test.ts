import { describe, expect, it } from 'vitest';
import { dateBuckets, SIZE_BUCKETS, startOfDay, timeBuckets, type Bucket } from './facetBuckets';

const DAY = 86_400_000;
const NOW = Date.UTC(2024, 5, 15, 12);
const T0 = Date.UTC(2024, 5, 15);

/** The key of the bucket holding value (from inclusive, to exclusive). */
const bucketOf = (buckets: readonly Bucket[], value: number): string | undefined =>
  buckets.find((b) => (b.from === undefined || value >= b.from) && (b.to === undefined || value < b.to))?.key;

describe('range facet buckets', () => {
  it('start the day in the asker time zone', () => {
    expect(startOfDay(NOW)).toBe(T0);
    expect(startOfDay(NOW, 720)).toBe(T0 + DAY - 720 * 60_000);
    expect(startOfDay(NOW, -300)).toBe(T0 + 300 * 60_000);
  });

  it('split the past into today, yesterday, last week, 7-30, 30-60, 60-90, 90-180 and before 180 days', () => {
    const buckets = timeBuckets(NOW);
    expect(buckets.map((b) => b.key)).toEqual(['today', 'yesterday', 'lastWeek', 'past7to30', 'past30to60', 'past60to90', 'past90to180', 'before180']);
    expect(bucketOf(buckets, T0)).toBe('today');
    expect(bucketOf(buckets, T0 - 1)).toBe('yesterday');
    expect(bucketOf(buckets, T0 - DAY - 1)).toBe('lastWeek');
    expect(bucketOf(buckets, T0 - 7 * DAY)).toBe('lastWeek');
    expect(bucketOf(buckets, T0 - 7 * DAY - 1)).toBe('past7to30');
    expect(bucketOf(buckets, T0 - 180 * DAY)).toBe('past90to180');
    expect(bucketOf(buckets, T0 - 180 * DAY - 1)).toBe('before180');
    // Today is open towards the future, as in the engine's model: a clock ahead of the server still counts as today.
    expect(bucketOf(buckets, T0 + DAY)).toBe('today');
  });

  it('split the future into tomorrow, within a week, 7-30 ... over 180 days', () => {
    const buckets = dateBuckets(NOW);
    expect(buckets.map((b) => b.key)).toEqual(['tomorrow', 'withinWeek', 'next7to30', 'next30to60', 'next60to90', 'next90to180', 'over180']);
    expect(bucketOf(buckets, T0 + DAY)).toBe('tomorrow');
    expect(bucketOf(buckets, T0 + 2 * DAY)).toBe('withinWeek');
    expect(bucketOf(buckets, T0 + 7 * DAY)).toBe('next7to30');
    expect(bucketOf(buckets, T0 + 180 * DAY)).toBe('over180');
    expect(bucketOf(buckets, T0)).toBeUndefined();
  });

  it('split file sizes at 1000 bytes, 1 MB, 10 MB, 100 MB and 1 GB', () => {
    expect([0, 1000, 1001, 999_999, 1e6, 1e7, 1e8, 1e9, 5e12].map((size) => bucketOf(SIZE_BUCKETS, size))).toEqual([
      'size0to1K',
      'size0to1K',
      'size1Kto1M',
      'size1Kto1M',
      'size1Mto10M',
      'size10Mto100M',
      'size100Mto1G',
      'sizeOver1G',
      'sizeOver1G',
    ]);
  });
});
