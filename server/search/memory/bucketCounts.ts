import type { Bucket } from '../facetBuckets';
import type { SearchIndex } from './searchIndex';
import type { SlotReader, TermReader } from './slotReaders';
import { countBits } from './bucketMasks';

/**
 * The buckets a number falls in, by interval: the buckets' bounds cut the number line into at most
 * 2 × buckets + 1 intervals, within each of which every bucket test (from <= value < to) gives the
 * same answer, so a value's mask is the mask of its interval, found by binary search over the bounds
 * (a handful of comparisons) instead of two comparisons per bucket.
 */
export function intervalMasker(buckets: readonly Bucket[]): (value: number) => number {
  const bounds = Float64Array.from(new Set(buckets.flatMap((b) => [b.from, b.to]).filter((v): v is number => v !== undefined))).sort();
  // masks[k]: the mask of [bounds[k-1], bounds[k]) (k = 0: below every bound, k = bounds.length: from the last one on).
  const masks = new Int32Array(bounds.length + 1);
  for (let k = 0; k <= bounds.length; k += 1) {
    const probe = k === 0 ? Number.NEGATIVE_INFINITY : (bounds[k - 1] ?? 0);
    let mask = 0;
    buckets.forEach((bucket, n) => {
      if (probe >= (bucket.from ?? Number.NEGATIVE_INFINITY) && probe < (bucket.to ?? Number.POSITIVE_INFINITY)) mask |= 1 << n;
    });
    masks[k] = mask;
  }
  const count = bounds.length;
  return (value) => {
    // NaN (no value) is in no bucket; nor is +Infinity, which fails `< to` even for an open end.
    if (value !== value || value === Number.POSITIVE_INFINITY) return 0;
    let low = 0;
    let high = count;
    // The number of bounds <= value: the interval's position.
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((bounds[mid] ?? 0) <= value) low = mid + 1;
      else high = mid;
    }
    return masks[low] ?? 0;
  };
}

/** Bucket counts of the hits over a per-slot number column (the creation instant, _i, _u). */
export function countNumberBuckets(array: Float64Array, buckets: readonly Bucket[], slots: Int32Array, counts: Int32Array): void {
  const maskOf = intervalMasker(buckets);
  for (let n = 0; n < slots.length; n += 1) {
    const mask = maskOf(array[slots[n] ?? 0] ?? Number.NaN);
    if (mask !== 0) countBits(mask, counts);
  }
}

/**
 * Bucket counts of the hits over a term field's numbers: hits with one value are tallied by term
 * code (one array increment each), and each code's tally is added to the buckets of its number once
 * at the end; hits with several values (list fields) count once in every bucket one of them is in
 * (SQL's EXISTS), their masks joined per hit.
 */
export function countTermBuckets(index: SearchIndex, reader: TermReader, buckets: readonly Bucket[], slots: Int32Array, counts: Int32Array): void {
  const maskOf = intervalMasker(buckets);
  const nums = index.terms.numbers();
  const byCode = new Int32Array(index.terms.size);
  const touched: number[] = [];
  const { layout } = reader;
  const { typeOrd, idx } = index;
  for (let n = 0; n < slots.length; n += 1) {
    const slot = slots[n] ?? 0;
    let code: number;
    let extra: readonly number[] | undefined;
    if (layout.kind === 'bySlot') code = layout.codes[slot] ?? -1;
    else if (layout.kind === 'typeTerm') code = layout.terms[typeOrd[slot] ?? 0] ?? -1;
    else {
      const type = typeOrd[slot] ?? 0;
      const first = layout.firsts[type];
      if (first === undefined) continue;
      const row = idx[slot] ?? 0;
      code = first[row] ?? -1;
      const more = layout.mores[type];
      extra = more === undefined ? undefined : more.get(row);
    }
    if (code < 0) continue;
    if (extra === undefined) {
      const seen = byCode[code] ?? 0;
      if (seen === 0) touched.push(code);
      byCode[code] = seen + 1;
      continue;
    }
    let mask = maskOf(nums[code] ?? Number.NaN);
    for (const other of extra) mask |= maskOf(nums[other] ?? Number.NaN);
    if (mask !== 0) countBits(mask, counts);
  }
  for (const code of touched) {
    const times = byCode[code] ?? 0;
    let rest = maskOf(nums[code] ?? Number.NaN);
    while (rest !== 0) {
      const bit = 31 - Math.clz32(rest);
      counts[bit] = (counts[bit] ?? 0) + times;
      rest &= ~(1 << bit);
    }
  }
}

/** Whether countTermBuckets / countNumberBuckets can count this reader's buckets (else a mask per hit). */
export function bulkBucketCounter(index: SearchIndex, reader: SlotReader, buckets: readonly Bucket[], values: boolean): ((slots: Int32Array, counts: Int32Array) => void) | undefined {
  if (reader.kind === 'terms') return values ? (slots, counts) => countTermBuckets(index, reader, buckets, slots, counts) : undefined;
  if (reader.kind !== 'id' && reader.array !== undefined) {
    const array = reader.array;
    return (slots, counts) => countNumberBuckets(array, buckets, slots, counts);
  }
  return undefined;
}
