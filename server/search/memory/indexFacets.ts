import { lovCounts, type ResolvedFacet } from '../facets';
import type { FacetCount } from '../searchRequest';
import type { HitProfile } from './hitProfile';
import type { SearchIndex } from './searchIndex';
import { bucketMasker, countBits, MAX_MASKED_BUCKETS, type SlotBucketMask } from './bucketMasks';
import { bulkBucketCounter } from './bucketCounts';
import { codeVisitor, tallyCodes } from './codeVisitor';
import type { SlotReader } from './slotReaders';
import { IndexCannotAnswer, matchAnyTest, NEVER, readerOf, type SlotTest } from './slotTests';

/** Counts one facet over the slots given to add(); result() answers as facets.ts countFacet does. */
export interface FacetCounter {
  add(slot: number): void;
  /** Counts every slot of a list (the hits): one loop per facet over all hits, after the pass. */
  addAll(profile: HitProfile): void;
  result(): FacetCount[];
}

/** SQL's ORDER BY c DESC, t, n: NULL first, then numbers, then texts (binary). */
function compareKeys(a: string | number | null, b: string | number | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  return a < b ? -1 : 1;
}

interface TermTally {
  t: string | number | null;
  n: number | null;
  c: number;
}

const byCountThenKey = (x: TermTally, y: TermTally): number => y.c - x.c || compareKeys(x.t, y.t) || compareKeys(x.n, y.n);

/**
 * The first `limit` tallies in facet order (all when limit < 0). A facet over hundreds of owners
 * answers its top ten or so: a window of `limit` kept in order rejects most tallies with one
 * comparison against its last, instead of sorting them all on every search.
 */
function ordered(tallies: TermTally[], limit: number): FacetCount[] {
  let kept: TermTally[];
  if (limit < 0 || tallies.length <= limit * 2) {
    kept = tallies.sort(byCountThenKey).slice(0, limit < 0 ? tallies.length : limit);
  } else {
    kept = [];
    for (const tally of tallies) {
      const last = kept[kept.length - 1];
      if (kept.length === limit && last !== undefined && byCountThenKey(tally, last) >= 0) continue;
      let low = 0;
      let high = kept.length;
      while (low < high) {
        const mid = (low + high) >> 1;
        if (byCountThenKey(kept[mid] ?? tally, tally) <= 0) low = mid + 1;
        else high = mid;
      }
      kept.splice(low, 0, tally);
      if (kept.length > limit) kept.pop();
    }
  }
  return kept.map((row) => ({ key: row.t === null ? String(row.n) : String(row.t), count: row.c }));
}

function termCounter(index: SearchIndex, reader: SlotReader, values: boolean, finish: (tallies: TermTally[]) => FacetCount[]): FacetCounter {
  if (reader.kind === 'terms') {
    const counts = index.scratch.take(index.terms.size, true);
    const touched: number[] = [];
    const add = codeVisitor(index, reader, (code) => {
      const seen = counts[code] ?? 0;
      if (seen === 0) touched.push(code);
      counts[code] = seen + 1;
    });
    return {
      add,
      addAll: (profile) => tallyCodes(index, reader, profile, counts, touched),
      result: () => {
        const tallies = touched.map((code) => {
          const num = index.terms.num(code);
          // Column facets select the text column only (NULL AS n).
          return { t: index.terms.text(code), n: values && !Number.isNaN(num) ? num : null, c: counts[code] ?? 0 };
        });
        for (const code of touched) counts[code] = 0;
        index.scratch.giveBack(counts, true);
        return finish(tallies);
      },
    };
  }
  const counts = new Map<string | number, number>();
  const keyOf = reader.kind === 'instant' ? (slot: number) => new Date(reader.value(slot)).toISOString() : (slot: number) => reader.value(slot);
  const add = (slot: number): void => {
    const key = keyOf(slot);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  };
  return {
    add,
    addAll: (profile) => profile.hits.forEach(add),
    result: () => finish([...counts].map(([t, c]) => ({ t, n: null, c }))),
  };
}

/** The counter of a resolved facet. */
export function facetCounter(index: SearchIndex, facet: ResolvedFacet): FacetCounter {
  const reader = readerOf(index, facet.source);
  const values = facet.source.kind === 'values';
  const buckets = facet.buckets;
  if (buckets) {
    if (buckets.length > MAX_MASKED_BUCKETS) throw new IndexCannotAnswer(`more than ${MAX_MASKED_BUCKETS} buckets`);
    // Made on first use: over a term field it holds a mask per term code (5 MB at a million items),
    // which a match-all counted from whole types (no hit visited) never needs.
    let masker: SlotBucketMask | undefined;
    const maskOf = (slot: number): number => (masker ??= bucketMasker(index, reader, buckets, values))(slot);
    const counts = new Int32Array(buckets.length);
    const bulk = bulkBucketCounter(index, reader, buckets, values);
    return {
      add: (slot) => countBits(maskOf(slot), counts),
      addAll: (profile) => {
        if (bulk) {
          bulk(profile, counts);
          return;
        }
        const slots = profile.hits;
        for (let n = 0; n < slots.length; n += 1) countBits(maskOf(slots[n] ?? 0), counts);
      },
      result: () => buckets.map((bucket, n) => ({ key: bucket.key, count: counts[n] ?? 0 })),
    };
  }
  const lovKeys = facet.lovKeys;
  if (lovKeys) return termCounter(index, reader, values, (tallies) => lovCounts(lovKeys, ordered(tallies, -1)));
  return termCounter(index, reader, values, (tallies) => ordered(tallies, facet.limit));
}

/** Hits must have one of the facet's selected keys (facets.ts facetSelection); undefined: nothing selected. */
export function facetSelectionTest(index: SearchIndex, facet: ResolvedFacet): SlotTest | undefined {
  if (facet.selected.length === 0) return undefined;
  if (!facet.buckets) return matchAnyTest(index, facet.source, facet.selected, true);
  let chosen = 0;
  facet.buckets.forEach((bucket, n) => {
    if (facet.selected.includes(bucket.key)) chosen |= 1 << n;
  });
  if (chosen === 0) return NEVER;
  const maskOf = bucketMasker(index, readerOf(index, facet.source), facet.buckets, facet.source.kind === 'values');
  return (slot) => (maskOf(slot) & chosen) !== 0;
}
