import type { Bucket } from '../facetBuckets';
import { lovCounts, type ResolvedFacet } from '../facets';
import type { FacetCount } from '../searchRequest';
import type { SearchIndex } from './searchIndex';
import { anyCode, type SlotReader } from './slotReaders';
import { anyOf } from './indexQuery';
import { matchAnyTest, NEVER, readerOf, type SlotTest } from './slotTests';

/** Counts one facet over the slots given to add(); result() answers as facets.ts countFacet does. */
export interface FacetCounter {
  add(slot: number): void;
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

function ordered(tallies: TermTally[], limit: number): FacetCount[] {
  tallies.sort((x, y) => y.c - x.c || compareKeys(x.t, y.t) || compareKeys(x.n, y.n));
  const kept = limit < 0 ? tallies : tallies.slice(0, limit);
  return kept.map((row) => ({ key: row.t === null ? String(row.n) : String(row.t), count: row.c }));
}

/** Whether the slot has a value in the bucket (from <= value < to), per facets.ts bucketCondition. */
function bucketTest(index: SearchIndex, reader: SlotReader, bucket: Bucket, values: boolean): SlotTest {
  const inside = (value: number): boolean => !Number.isNaN(value) && (bucket.from === undefined || value >= bucket.from) && (bucket.to === undefined || value < bucket.to);
  if (reader.kind === 'terms') {
    // A text column has no number form: its buckets stay empty.
    if (!values) return NEVER;
    const nums = index.terms.numbers();
    return (slot) => anyCode(reader, slot, (code) => inside(nums[code] ?? Number.NaN));
  }
  if (reader.kind === 'id') return NEVER;
  return (slot) => inside(reader.value(slot));
}

function termCounter(index: SearchIndex, reader: SlotReader, values: boolean, finish: (tallies: TermTally[]) => FacetCount[]): FacetCounter {
  if (reader.kind === 'terms') {
    const counts = new Int32Array(index.terms.size);
    const touched: number[] = [];
    const bump = (code: number): void => {
      if (counts[code] === 0) touched.push(code);
      counts[code] = (counts[code] ?? 0) + 1;
    };
    return {
      add(slot) {
        const first = reader.first(slot);
        if (first < 0) return;
        bump(first);
        reader.more(slot)?.forEach(bump);
      },
      result: () =>
        finish(
          touched.map((code) => {
            const num = index.terms.num(code);
            // Column facets select the text column only (NULL AS n).
            return { t: index.terms.text(code), n: values && !Number.isNaN(num) ? num : null, c: counts[code] ?? 0 };
          }),
        ),
    };
  }
  const counts = new Map<string | number, number>();
  const keyOf = reader.kind === 'instant' ? (slot: number) => new Date(reader.value(slot)).toISOString() : (slot: number) => reader.value(slot);
  return {
    add(slot) {
      const key = keyOf(slot);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    },
    result: () => finish([...counts].map(([t, c]) => ({ t, n: null, c }))),
  };
}

/** The counter of a resolved facet. */
export function facetCounter(index: SearchIndex, facet: ResolvedFacet): FacetCounter {
  const reader = readerOf(index, facet.source);
  const values = facet.source.kind === 'values';
  const buckets = facet.buckets;
  if (buckets) {
    const tests = buckets.map((bucket) => bucketTest(index, reader, bucket, values));
    const counts = buckets.map(() => 0);
    return {
      add(slot) {
        tests.forEach((test, n) => {
          if (test(slot)) counts[n] = (counts[n] ?? 0) + 1;
        });
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
  const reader = readerOf(index, facet.source);
  const chosen = facet.buckets.filter((bucket) => facet.selected.includes(bucket.key));
  const isValues = facet.source.kind === 'values';
  return chosen.length === 0 ? NEVER : anyOf(chosen.map((bucket) => bucketTest(index, reader, bucket, isValues)));
}
