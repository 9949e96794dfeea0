import type { Registry } from '../../../engine/registry/registry';
import { fieldSource } from '../fieldSource';
import { RELEVANCE_SORT_KEY } from '../relevanceSql';
import type { SortRequest } from '../searchRequest';
import type { HitProfile } from './hitProfile';
import type { SearchIndex } from './searchIndex';
import type { TypeSegment } from './typeSegment';
import { IndexCannotAnswer, readerOf } from './slotTests';
import { topByNumber } from './topByNumber';

/** One ORDER BY term over the hits, by position: numbers (NaN: NULL) or texts. */
export interface SortColumn {
  nums?: Float64Array;
  texts?: (string | null)[];
  direction: 1 | -1;
  /** NULLS LAST whatever the direction (value fields); else NULL is the smallest value (columns). */
  nullsLast: boolean;
}

/** Compares two hit positions on one column: NULL (NaN or null) per nullsLast, else by value in the column's direction. */
export function columnCompare(column: SortColumn): (a: number, b: number) => number {
  const { direction, nullsLast } = column;
  const nullFirst = (xNull: boolean): number => (nullsLast ? (xNull ? 1 : -1) : (xNull ? -1 : 1) * direction);
  const { nums, texts } = column;
  if (nums) {
    return (a, b) => {
      const x = nums[a] ?? Number.NaN;
      const y = nums[b] ?? Number.NaN;
      if (x === y) return 0;
      const xNull = Number.isNaN(x);
      if (xNull || Number.isNaN(y)) return xNull && Number.isNaN(y) ? 0 : nullFirst(xNull);
      return x < y ? -direction : direction;
    };
  }
  const values = texts ?? [];
  return (a, b) => {
    const x = values[a] ?? null;
    const y = values[b] ?? null;
    if (x === y) return 0;
    if (x === null || y === null) return nullFirst(x === null);
    return x < y ? -direction : direction;
  };
}

/** The sort columns of the effective sort (sortSql compileSort), computed for every hit. */
export function sortColumns(index: SearchIndex, registry: Registry, sort: readonly SortRequest[], hits: Int32Array): SortColumn[] {
  const columns: SortColumn[] = [];
  for (const key of sort) {
    const field = key.key ?? key.field ?? '';
    if (field === RELEVANCE_SORT_KEY) throw new IndexCannotAnswer('relevance order reads titles from item JSON');
    const descending = key.order === 'desc';
    const direction = descending ? -1 : 1;
    const reader = readerOf(index, fieldSource(registry, field));
    if (reader.kind === 'terms' && fieldSource(registry, field).kind === 'values') {
      const nums = new Float64Array(hits.length);
      const texts: (string | null)[] = new Array<string | null>(hits.length);
      const termNums = index.terms.numbers();
      // MIN/MAX of value_num and of value_text (binary), as the SQL subqueries pick them. One state
      // per search, not a closure per hit: at a million items the hits number tens of thousands.
      let num = Number.NaN;
      let text: string | null = null;
      let textCode = -1;
      const visit = (code: number): void => {
        const value = termNums[code] ?? Number.NaN;
        if (!Number.isNaN(value) && (Number.isNaN(num) || (descending ? value > num : value < num))) num = value;
        const t = index.terms.text(code);
        if (t !== null && (text === null || (descending ? t > text : t < text))) {
          text = t;
          textCode = code;
        }
      };
      for (let n = 0; n < hits.length; n += 1) {
        const slot = hits[n] ?? 0;
        const first = reader.first(slot);
        if (first >= 0) {
          visit(first);
          reader.more(slot)?.forEach(visit);
        }
        nums[n] = num;
        texts[n] = textCode < 0 ? null : index.terms.foldedText(textCode);
        num = Number.NaN;
        text = null;
        textCode = -1;
      }
      columns.push({ nums, direction, nullsLast: true }, { texts, direction, nullsLast: true });
    } else if (reader.kind === 'terms') {
      columns.push({ texts: Array.from(hits, (slot) => { const code = reader.first(slot); return code < 0 ? null : index.terms.text(code); }), direction, nullsLast: false });
    } else if (reader.kind === 'id') {
      columns.push({ texts: Array.from(hits, (slot) => reader.value(slot)), direction, nullsLast: false });
    } else {
      const nums = new Float64Array(hits.length);
      const array = reader.array;
      for (let n = 0; n < hits.length; n += 1) nums[n] = array ? (array[hits[n] ?? 0] ?? Number.NaN) : reader.value(hits[n] ?? 0);
      columns.push({ nums, direction, nullsLast: false });
    }
  }
  return columns;
}

/** Pages deeper than this go through the general window (each kept hit is an insertion into the window). */
const TOP_BY_NUMBER_MAX = 2000;

/** The per-slot number column (creation instant, _i, _u) of a sort on that column alone, else undefined. */
function singleNumberColumn(index: SearchIndex, registry: Registry, sort: readonly SortRequest[]): { array: Float64Array; direction: 1 | -1 } | undefined {
  const [key] = sort;
  if (sort.length !== 1 || key === undefined) return undefined;
  const field = key.key ?? key.field ?? '';
  if (field === RELEVANCE_SORT_KEY) return undefined;
  const source = fieldSource(registry, field);
  if (source.kind !== 'column') return undefined;
  const reader = readerOf(index, source);
  if (reader.kind === 'terms' || reader.kind === 'id' || reader.array === undefined) return undefined;
  return { array: reader.array, direction: key.order === 'desc' ? -1 : 1 };
}

/**
 * When every hit is in a type hit whole (a match-all as administrator), the slots among which the
 * first `wanted` by creation instant are: each type's winners from its items sorted by instant
 * (createdOrder.ts), ascending by slot as topByNumber expects; undefined otherwise.
 */
function createdCandidates(index: SearchIndex, profile: HitProfile, direction: 1 | -1, wanted: number): Int32Array | undefined {
  if (!profile.onlyWhole()) return undefined;
  const perType = profile.hitsByType();
  const slots: number[] = [];
  let answered = true;
  for (const segment of index.segments) {
    if ((perType[segment.ordinal] ?? 0) === 0) continue;
    // Every type asked, even after one that cannot answer yet: each starts making its order now.
    if (!index.createdOrders.pageCandidates(segment, direction, wanted, slots)) answered = false;
  }
  return answered ? Int32Array.from(slots).sort() : undefined;
}

/**
 * The hits from offset to offset + max in the order of the effective sort, ties newest first
 * (seq DESC). Only the first offset + max are ordered: the rest are rejected against the worst kept.
 */
export function orderedPage(index: SearchIndex, registry: Registry, sort: readonly SortRequest[], profile: HitProfile, offset: number, max: number): number[] {
  const wanted = Math.min(profile.total(), offset + max);
  const byColumn = singleNumberColumn(index, registry, sort);
  if (byColumn && wanted <= TOP_BY_NUMBER_MAX) {
    const candidates = byColumn.array === index.createdMs ? createdCandidates(index, profile, byColumn.direction, wanted) : undefined;
    const gathered = byColumn.array === index.createdMs && candidates === undefined ? profile.gatheredInstants() : undefined;
    const top = gathered
      ? topByNumber(gathered, profile.hits, byColumn.direction, false, wanted, 'position')
      : topByNumber(byColumn.array, candidates ?? profile.hits, byColumn.direction, false, wanted);
    if (top) return top.slice(offset, offset + max);
  }
  const { hits } = profile;
  if (hits.length >= PRESORTED_FROM_HITS && wanted <= TOP_BY_NUMBER_MAX) {
    const candidates = presortedCandidates(index, registry, sort, profile, wanted);
    if (candidates) return sortedWindow(index, registry, sort, candidates, offset, max);
  }
  return sortedWindow(index, registry, sort, hits, offset, max);
}

/**
 * Hit lists from this long, all of one type, are paged by the type's kept order (sortedOrders.ts):
 * below it, sorting the hits costs less than keeping an order. Tests lower it to take that path
 * on small stores (presortFrom).
 */
let PRESORTED_FROM_HITS = 2048;

/** Sets the hit count from which pages come from kept orders; answers the previous one. */
export function presortFrom(hits: number): number {
  const before = PRESORTED_FROM_HITS;
  PRESORTED_FROM_HITS = hits;
  return before;
}

/** The one type every hit is of, else undefined. */
function onlyType(index: SearchIndex, profile: HitProfile): TypeSegment | undefined {
  let found: TypeSegment | undefined;
  const perType = profile.hitsByType();
  for (const segment of index.segments) {
    if ((perType[segment.ordinal] ?? 0) === 0) continue;
    if (found !== undefined) return undefined;
    found = segment;
  }
  return found;
}

/** The hits among which the first `wanted` are, from the type's kept order when all hits are of one type. */
function presortedCandidates(index: SearchIndex, registry: Registry, sort: readonly SortRequest[], profile: HitProfile, wanted: number): Int32Array | undefined {
  const segment = onlyType(index, profile);
  return segment === undefined ? undefined : index.sortedOrders.candidates(registry, sort, segment, profile.hits, wanted);
}

/** The comparator of hit positions under the effective sort, ties newest first (higher slot first). */
export function hitComparator(index: SearchIndex, registry: Registry, sort: readonly SortRequest[], hits: Int32Array): (a: number, b: number) => number {
  const compares = sortColumns(index, registry, sort, hits).map(columnCompare);
  const newestFirst = (a: number, b: number): number => (hits[b] ?? 0) - (hits[a] ?? 0);
  const [only] = compares;
  return compares.length === 1 && only
    ? (a: number, b: number): number => only(a, b) || newestFirst(a, b)
    : (a: number, b: number): number => {
        for (const byColumn of compares) {
          const order = byColumn(a, b);
          if (order !== 0) return order;
        }
        return newestFirst(a, b);
      };
}

/** The hits from offset to offset + max under the effective sort: the first offset + max kept in a sorted window. */
function sortedWindow(index: SearchIndex, registry: Registry, sort: readonly SortRequest[], hits: Int32Array, offset: number, max: number): number[] {
  const wanted = Math.min(hits.length, offset + max);
  const compare = hitComparator(index, registry, sort, hits);
  let positions: number[];
  if (wanted * 4 >= hits.length) {
    positions = Array.from(hits, (_, n) => n).sort(compare);
  } else {
    positions = [];
    // Newest hits first (the order is total, so the result is the same): under the default order,
    // newest first, the window then fills with the winners at once and rejects the rest.
    for (let n = hits.length - 1; n >= 0; n -= 1) {
      if (positions.length === wanted && compare(n, positions[wanted - 1] ?? 0) >= 0) continue;
      let low = 0;
      let high = positions.length;
      while (low < high) {
        const mid = (low + high) >> 1;
        if (compare(positions[mid] ?? 0, n) <= 0) low = mid + 1;
        else high = mid;
      }
      positions.splice(low, 0, n);
      if (positions.length > wanted) positions.pop();
    }
  }
  return positions.slice(offset, offset + max).map((n) => hits[n] ?? 0);
}
