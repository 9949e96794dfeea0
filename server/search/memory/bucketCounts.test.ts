import { describe, expect, it } from 'vitest';
import type { Bucket } from '../facetBuckets';
import { countBits } from './bucketMasks';
import { countNumberBuckets, intervalMasker } from './bucketCounts';
import { intervalLocator, tallyValueIntervals } from './intervals';

/** The definition (facets.ts bucketCondition): from <= value < to, open ends unbounded, NULL in none. */
function naiveMask(buckets: readonly Bucket[], value: number): number {
  let mask = 0;
  buckets.forEach((bucket, n) => {
    if (value >= (bucket.from ?? Number.NEGATIVE_INFINITY) && value < (bucket.to ?? Number.POSITIVE_INFINITY)) mask |= 1 << n;
  });
  return mask;
}

const BUCKET_SETS: Bucket[][] = [
  // Disjoint day ranges with open ends (the time facets).
  [{ key: 'old', to: 10 }, { key: 'mid', from: 10, to: 20 }, { key: 'new', from: 20 }],
  // Nested and overlapping ranges sharing bounds.
  [{ key: 'a', from: 0, to: 100 }, { key: 'b', from: 50, to: 100 }, { key: 'c', from: 50 }, { key: 'd', to: 0 }, { key: 'e', from: 70, to: 71 }],
  // One unbounded bucket, and an empty one.
  [{ key: 'all' }, { key: 'none', from: 5, to: 5 }],
  // Bounds off any regular grid (binary search), and a grid too fine for a table.
  [{ key: 'x', from: 0.1, to: 0.2 }, { key: 'y', from: 0.2, to: 0.3 }, { key: 'z', from: 0.3 }],
  [{ key: 'fine', from: 0, to: 1 }, { key: 'far', from: 1, to: 1e6 }],
];
const PROBES = [0.1, 0.15, 0.2, 0.25, 0.3, 0.31, 999_999, 1e6, Number.NaN, Number.NEGATIVE_INFINITY, -1e12, -1, -0, 0, 0.5, 4.999, 5, 9.999, 10, 19, 20, 49, 50, 70, 70.5, 71, 99.999, 100, 1e12, Number.POSITIVE_INFINITY];

describe('interval masks of range facets', () => {
  it('give every value the buckets the definition gives it, at and around every bound', () => {
    for (const buckets of BUCKET_SETS) {
      const maskOf = intervalMasker(buckets);
      for (const value of PROBES) expect(maskOf(value), `${value} in ${JSON.stringify(buckets)}`).toBe(naiveMask(buckets, value));
    }
  });

  it('count a hit list over a number column as one mask per hit would', () => {
    const values = Float64Array.from({ length: 500 }, (_, n) => (n % 17 === 0 ? Number.NaN : ((n * 7919) % 140) - 20));
    const hits = Int32Array.from({ length: 300 }, (_, n) => (n * 13) % 500);
    for (const buckets of BUCKET_SETS) {
      const counts = new Int32Array(buckets.length);
      countNumberBuckets(values, buckets, hits, counts);
      const expected = new Int32Array(buckets.length);
      for (const slot of hits) countBits(naiveMask(buckets, values[slot] ?? Number.NaN), expected);
      expect([...counts]).toEqual([...expected]);
    }
  });

  it('tally values by interval as locating each would, on a grid (written out) and off one', () => {
    const values = Float64Array.from([...PROBES, ...Array.from({ length: 200 }, (_, n) => ((n * 7919) % 140) - 20)]);
    const kinds = new Set<boolean>();
    for (const buckets of BUCKET_SETS) {
      const intervals = intervalLocator(buckets);
      kinds.add(intervals.grid !== undefined);
      const tally = new Int32Array(intervals.masks.length);
      tallyValueIntervals(values, intervals, tally);
      const expected = new Int32Array(intervals.masks.length);
      for (const value of values) {
        const k = intervals.locate(value);
        expected[k] = (expected[k] ?? 0) + 1;
      }
      expect([...tally], JSON.stringify(buckets)).toEqual([...expected]);
    }
    // Both loops ran.
    expect([...kinds].sort()).toEqual([false, true]);
  });
});
