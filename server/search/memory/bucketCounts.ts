import type { Bucket } from '../facetBuckets';
import type { HitProfile } from './hitProfile';
import type { SearchIndex } from './searchIndex';
import type { SlotReader, TermReader } from './slotReaders';
import { countBits } from './bucketMasks';
import { intervalLocator, tallyValueIntervals, type Intervals } from './intervals';
import { firstCodeTally } from './columnTally';

/** The buckets a number falls in (bit n: buckets[n]), by the interval of the buckets' bounds it is in. */
export function intervalMasker(buckets: readonly Bucket[]): (value: number) => number {
  const intervals = intervalLocator(buckets);
  return (value) => intervals.masks[intervals.locate(value)] ?? 0;
}

/** Adds each interval's tally to the buckets of that interval. */
function foldIntervals(intervals: Intervals, tally: Int32Array, counts: Int32Array): void {
  tally.forEach((times, k) => {
    let rest = times === 0 ? 0 : (intervals.masks[k] ?? 0);
    while (rest !== 0) {
      const bit = 31 - Math.clz32(rest);
      counts[bit] = (counts[bit] ?? 0) + times;
      rest &= ~(1 << bit);
    }
  });
}

/**
 * Bucket counts of the hits over a per-slot number column (the creation instant, _i, _u): each hit
 * adds one to the tally of its interval (no per-hit mask or bit loop), the tallies go to the
 * buckets at the end.
 */
export function countNumberBuckets(array: Float64Array, buckets: readonly Bucket[], slots: Int32Array, counts: Int32Array): void {
  const intervals = intervalLocator(buckets);
  const tally = new Int32Array(intervals.masks.length);
  tallyIntervals(array, intervals, slots, tally);
  foldIntervals(intervals, tally, counts);
}

function tallyIntervals(array: Float64Array, intervals: Intervals, slots: Int32Array, tally: Int32Array): void {
  const { locate } = intervals;
  for (let n = 0; n < slots.length; n += 1) {
    const k = locate(array[slots[n] ?? 0] ?? Number.NaN);
    tally[k] = (tally[k] ?? 0) + 1;
  }
}

/**
 * Bucket counts of the creation instants of hits that are all in types hit whole (a match-all as
 * administrator): each type's items sorted by instant (createdOrder.ts) give an interval's count by
 * two binary searches, whatever the number of hits. Falls back to the per-hit tally otherwise.
 */
function countCreatedBuckets(index: SearchIndex, buckets: readonly Bucket[], profile: HitProfile, counts: Int32Array): void {
  const intervals = intervalLocator(buckets);
  const tally = new Int32Array(intervals.masks.length);
  const perType = profile.onlyWhole() ? profile.hitsByType() : undefined;
  // Every type asked, even after one that cannot answer yet: each starts making its order now.
  const answered =
    perType !== undefined &&
    index.segments.reduce((all, segment, type) => ((perType[type] ?? 0) === 0 || index.createdOrders.addIntervalTally(segment, intervals, tally)) && all, true);
  if (!answered) {
    tally.fill(0);
    // Gathered once by position: the default page then reads them in sequence too (indexSort.ts).
    tallyValueIntervals(profile.createdInstants(), intervals, tally);
  }
  foldIntervals(intervals, tally, counts);
}

/**
 * Bucket counts of the hits over a term field's numbers: hits with one value are tallied by term
 * code (one array increment each; a type hit whole by one pass over its column), and each code's
 * tally is added to the buckets of its number once at the end; hits with several values (list
 * fields) count once in every bucket one of them is in (SQL's EXISTS), their masks joined per hit.
 */
export function countTermBuckets(index: SearchIndex, reader: TermReader, buckets: readonly Bucket[], profile: HitProfile, counts: Int32Array): void {
  const maskOf = intervalMasker(buckets);
  const nums = index.terms.numbers();
  const byCode = index.scratch.take(index.terms.size, true);
  const touched: number[] = [];
  const several = (code: number, extra: readonly number[]): void => {
    let mask = maskOf(nums[code] ?? Number.NaN);
    for (const other of extra) mask |= maskOf(nums[other] ?? Number.NaN);
    if (mask !== 0) countBits(mask, counts);
  };
  const { layout } = reader;
  const { typeOrd } = index;
  const whole = layout.kind === 'byType' && profile.anyWhole(layout.firsts) ? profile.wholeTypes() : undefined;
  if (whole && layout.kind === 'byType') {
    layout.firsts.forEach((first, type) => {
      if (first === undefined || whole[type] !== 1) return;
      const more = layout.mores[type];
      const column = layout.columns[type];
      const tally = column === undefined ? undefined : firstCodeTally(column, index.segments[type]?.liveRows ?? 0);
      if (tally !== undefined) {
        // The column's kept tally, less the rows with several values, which count by their joined mask.
        for (const [code, times] of tally) {
          if ((byCode[code] ?? 0) === 0) touched.push(code);
          byCode[code] = (byCode[code] ?? 0) + times;
        }
        more?.forEach((extra, row) => {
          const code = first[row] ?? -1;
          if (code < 0) return;
          byCode[code] = (byCode[code] ?? 0) - 1;
          several(code, extra);
        });
        return;
      }
      for (let row = 0; row < first.length; row += 1) {
        const code = first[row] ?? -1;
        if (code < 0) continue;
        const extra = more === undefined ? undefined : more.get(row);
        if (extra !== undefined) {
          several(code, extra);
          continue;
        }
        // Written out rather than a call: this runs for every row of a whole type.
        const seen = byCode[code] ?? 0;
        if (seen === 0) touched.push(code);
        byCode[code] = seen + 1;
      }
    });
  }
  // Every hit in a type hit whole (an administrator's match-all): counted above, no hit to visit.
  const slots = layout.kind === 'byType' && profile.onlyWhole() ? new Int32Array(0) : profile.hits;
  // A per-type field reads each hit's type and row as gathered once per search (hitProfile.ts).
  const { types, rows } = layout.kind === 'byType' && slots.length > 0 ? profile.typesAndRows() : { types: slots, rows: slots };
  for (let n = 0; n < slots.length; n += 1) {
    const slot = slots[n] ?? 0;
    let code: number;
    let extra: readonly number[] | undefined;
    if (layout.kind === 'bySlot') code = layout.codes[slot] ?? -1;
    else if (layout.kind === 'typeTerm') code = layout.terms[typeOrd[slot] ?? 0] ?? -1;
    else {
      const type = types[n] ?? 0;
      const first = layout.firsts[type];
      if (first === undefined || (whole !== undefined && whole[type] === 1)) continue;
      const row = rows[n] ?? 0;
      code = first[row] ?? -1;
      const more = layout.mores[type];
      extra = more === undefined ? undefined : more.get(row);
    }
    if (code < 0) continue;
    if (extra !== undefined) {
      several(code, extra);
      continue;
    }
    const seen = byCode[code] ?? 0;
    if (seen === 0) touched.push(code);
    byCode[code] = seen + 1;
  }
  for (const code of touched) {
    const times = byCode[code] ?? 0;
    byCode[code] = 0;
    let rest = maskOf(nums[code] ?? Number.NaN);
    while (rest !== 0) {
      const bit = 31 - Math.clz32(rest);
      counts[bit] = (counts[bit] ?? 0) + times;
      rest &= ~(1 << bit);
    }
  }
  index.scratch.giveBack(byCode, true);
}

/** The whole-list counter of a range facet's reader when there is one (else the caller masks each hit). */
export function bulkBucketCounter(index: SearchIndex, reader: SlotReader, buckets: readonly Bucket[], values: boolean): ((profile: HitProfile, counts: Int32Array) => void) | undefined {
  if (reader.kind === 'terms') return values ? (profile, counts) => countTermBuckets(index, reader, buckets, profile, counts) : undefined;
  if (reader.kind !== 'id' && reader.array !== undefined) {
    const array = reader.array;
    if (array === index.createdMs) return (profile, counts) => countCreatedBuckets(index, buckets, profile, counts);
    return (profile, counts) => countNumberBuckets(array, buckets, profile.hits, counts);
  }
  return undefined;
}
