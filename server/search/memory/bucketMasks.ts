import type { Bucket } from '../facetBuckets';
import type { SearchIndex } from './searchIndex';
import type { SlotReader } from './slotReaders';
import { IndexCannotAnswer } from './slotTests';
import { codeVisitor } from './codeVisitor';

/** Range facets have a handful of buckets; a mask of them fits an Int32. */
export const MAX_MASKED_BUCKETS = 31;

/** The buckets a slot's values fall in, as a bit mask (bit n: buckets[n]); 0: none. */
export type SlotBucketMask = (slot: number) => number;

/** The buckets' bounds as numbers, open ends as infinities: the per-value test is two comparisons a bucket. */
function maskOfValueIn(buckets: readonly Bucket[]): (value: number) => number {
  const froms = Float64Array.from(buckets, (bucket) => bucket.from ?? Number.NEGATIVE_INFINITY);
  const tos = Float64Array.from(buckets, (bucket) => bucket.to ?? Number.POSITIVE_INFINITY);
  const count = buckets.length;
  return (value) => {
    // NaN (no value) fails every comparison: no bucket.
    let mask = 0;
    for (let n = 0; n < count; n += 1) if (value >= (froms[n] ?? 0) && value < (tos[n] ?? 0)) mask |= 1 << n;
    return mask;
  };
}

/**
 * Which buckets (from <= value < to, per facets.ts bucketCondition) a slot has a value in, with one
 * lookup per value: a term code's mask is computed on first sight and kept for this search, instead
 * of testing every bucket for every hit. Buckets may overlap; a slot with several values (a list
 * field) is in every bucket one of them is in (SQL's EXISTS). A text column has no number form: its
 * buckets stay empty, as the id's do.
 */
export function bucketMasker(index: SearchIndex, reader: SlotReader, buckets: readonly Bucket[], values: boolean): SlotBucketMask {
  if (buckets.length > MAX_MASKED_BUCKETS) throw new IndexCannotAnswer(`more than ${MAX_MASKED_BUCKETS} buckets`);
  if (reader.kind === 'id' || (reader.kind === 'terms' && !values)) return () => 0;
  const maskOfValue = maskOfValueIn(buckets);
  if (reader.kind !== 'terms') {
    // The number columns read straight from their arrays (the creation instant is most common).
    const direct = reader.array;
    if (direct !== undefined) return (slot) => maskOfValue(direct[slot] ?? Number.NaN);
    return (slot) => maskOfValue(reader.value(slot));
  }
  const nums = index.terms.numbers();
  const size = index.terms.size;
  const masks = new Int32Array(size);
  const known = new Uint8Array(size);
  const maskOf = (code: number): number => {
    if (known[code] === 1) return masks[code] ?? 0;
    const mask = maskOfValue(nums[code] ?? Number.NaN);
    masks[code] = mask;
    known[code] = 1;
    return mask;
  };
  let mask = 0;
  const gather = codeVisitor(index, reader, (code) => {
    mask |= maskOf(code);
  });
  return (slot) => {
    mask = 0;
    gather(slot);
    return mask;
  };
}
/** Adds one to counts[n] for every bit n of mask. */
export function countBits(mask: number, counts: Int32Array): void {
  let rest = mask;
  while (rest !== 0) {
    const bit = 31 - Math.clz32(rest);
    counts[bit] = (counts[bit] ?? 0) + 1;
    rest &= ~(1 << bit);
  }
}
