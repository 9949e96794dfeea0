import type { Bucket } from '../facetBuckets';

/** Largest lookup table of a grid locator (cells between the first and the last bound). */
const MAX_GRID_CELLS = 1 << 16;

/**
 * The intervals the bounds of a range facet's buckets cut the number line into: interval k is
 * [bounds[k-1], bounds[k]) (0: below every bound; the last: from the last bound on), and within
 * one every bucket test (from <= value < to) gives the same answer, so a value's buckets are the
 * mask of its interval. NaN (no value) and +Infinity (it fails `< to` even for an open end) go to
 * the extra last interval, whose mask is empty.
 */
export interface Intervals {
  masks: Int32Array;
  /** The finite bounds, ascending: interval k is [bounds[k-1], bounds[k]). */
  bounds: Float64Array;
  locate(value: number): number;
  /** The grid locator's parameters when the bounds lie on a regular grid (tallyValueIntervals writes it out). */
  grid?: Grid;
}

/** Interval of a finite value v: table[min(last, max(0, floor((v - first) / gap) + 1))]. */
interface Grid {
  first: number;
  gap: number;
  table: Int32Array;
  last: number;
}

function maskAt(buckets: readonly Bucket[], probe: number): number {
  let mask = 0;
  buckets.forEach((bucket, n) => {
    if (probe >= (bucket.from ?? Number.NEGATIVE_INFINITY) && probe < (bucket.to ?? Number.POSITIVE_INFINITY)) mask |= 1 << n;
  });
  return mask;
}

/**
 * Locates values among the buckets' bounds. When the bounds lie on a regular grid (day ranges: all
 * multiples of a day apart) the interval is one division and a table lookup, with no data-dependent
 * branch; otherwise a binary search over the bounds. Measured over 1.1M random instants and the
 * eight time buckets: 9 ms (grid) against 20 ms (binary search) and 29 ms (a mask per bucket test).
 */
export function intervalLocator(buckets: readonly Bucket[]): Intervals {
  const bounds = Float64Array.from(new Set(buckets.flatMap((b) => [b.from, b.to]).filter((v): v is number => v !== undefined && Number.isFinite(v)))).sort();
  const count = bounds.length;
  const none = count + 1;
  const masks = new Int32Array(count + 2);
  for (let k = 0; k <= count; k += 1) masks[k] = maskAt(buckets, k === 0 ? Number.NEGATIVE_INFINITY : (bounds[k - 1] ?? 0));
  const first = bounds[0] ?? 0;
  let gap = Number.POSITIVE_INFINITY;
  for (let k = 1; k < count; k += 1) gap = Math.min(gap, (bounds[k] ?? 0) - (bounds[k - 1] ?? 0));
  const cells = count > 1 ? Math.round(((bounds[count - 1] ?? 0) - first) / gap) : 0;
  const onGrid = count > 1 && cells <= MAX_GRID_CELLS && bounds.every((bound) => Number.isInteger((bound - first) / gap));
  if (onGrid) {
    // table[c]: the interval of the values in grid cell c - 1 (c = 0: below the first bound).
    const table = new Int32Array(cells + 2);
    for (let c = 0, k = 0; c < cells + 2; c += 1) {
      while (k < count && c > 0 && first + (c - 1) * gap >= (bounds[k] ?? 0)) k += 1;
      table[c] = k;
    }
    const last = cells + 1;
    return {
      masks,
      bounds,
      grid: { first, gap, table, last },
      locate: (value) => {
        if (value !== value || value === Number.POSITIVE_INFINITY) return none;
        return table[Math.min(last, Math.max(0, Math.floor((value - first) / gap) + 1))] ?? 0;
      },
    };
  }
  return {
    masks,
    bounds,
    locate: (value) => {
      if (value !== value || value === Number.POSITIVE_INFINITY) return none;
      let low = 0;
      let high = count;
      // The number of bounds <= value: the interval's position.
      while (low < high) {
        const mid = (low + high) >> 1;
        if ((bounds[mid] ?? 0) <= value) low = mid + 1;
        else high = mid;
      }
      return low;
    },
  };
}

/**
 * Adds one to tally[k] for each value's interval k. On a grid the locator is written out in the
 * loop: called through `locate` per value (a hit's creation instant, 44,644 Contact hits at a
 * million items) it measured 1.1-1.2 ms against 0.8 ms inline.
 */
export function tallyValueIntervals(values: Float64Array, intervals: Intervals, tally: Int32Array): void {
  const { grid, locate } = intervals;
  const length = values.length;
  if (grid === undefined) {
    for (let n = 0; n < length; n += 1) {
      const k = locate(values[n] ?? Number.NaN);
      tally[k] = (tally[k] ?? 0) + 1;
    }
    return;
  }
  const { first, gap, table, last } = grid;
  const none = intervals.masks.length - 1;
  for (let n = 0; n < length; n += 1) {
    const value = values[n] ?? Number.NaN;
    const k = value !== value || value === Number.POSITIVE_INFINITY ? none : (table[Math.min(last, Math.max(0, Math.floor((value - first) / gap) + 1))] ?? 0);
    tally[k] = (tally[k] ?? 0) + 1;
  }
}
