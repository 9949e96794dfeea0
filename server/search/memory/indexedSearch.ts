import type { SqlClient } from '../../db/sqlClient';
import type { HiddenFields } from '../../../engine/derive/fieldRead';
import type { Registry } from '../../../engine/registry/registry';
import type { Viewer } from '../../permissions/accessPredicate';
import type { ActorIds } from '../actorFilter';
import type { ResolvedFacet } from '../facets';
import { ftsMatchExpression } from '../ftsQuery';
import type { BoolQuery, SearchReply, SortRequest } from '../searchRequest';
import { HitProfile } from './hitProfile';
import { facetCounter, facetSelectionTest, type FacetCounter } from './indexFacets';
import { allOf, fullTextHits, queryTest, typeTest, type FullTextHits, type QueryScope } from './indexQuery';
import { readRule } from './indexReadRule';
import { orderedPage } from './indexSort';
import { narrowBy } from './narrowing';
import type { SearchIndex } from './searchIndex';
import { segmentCandidates } from './segmentCandidates';
import type { TypeSegment } from './typeSegment';
import { ALWAYS, type SlotTest } from './slotTests';

export interface IndexedSearchInput {
  db: SqlClient;
  index: SearchIndex;
  registry: Registry;
  viewer: Viewer;
  actorIds: ActorIds;
  hidden: HiddenFields | undefined;
  query: BoolQuery;
  /** Types a search naming none leaves out; undefined when the query names its types. */
  excludedTypes: readonly string[] | undefined;
  facets: readonly ResolvedFacet[];
  sort: readonly SortRequest[];
  offset: number;
  max: number;
}

/** The slots of the smallest top-level full-text filter (ascending), else undefined: every slot. */
function fullTextCandidates(scope: QueryScope, query: BoolQuery): FullTextHits | undefined {
  let smallest: FullTextHits | undefined;
  for (const filter of query.must ?? []) {
    if (filter.kind !== 'text' || filter.prop !== undefined) continue;
    const match = ftsMatchExpression(filter.value);
    if (match === undefined) continue;
    const hits = fullTextHits(scope, match);
    if (smallest === undefined || hits.slots.length < smallest.slots.length) smallest = hits;
  }
  return smallest;
}

/**
 * The segments of the types the narrowest top-level type filter names, else undefined: a dashboard
 * of one type among a store of many visits that type's rows only, not every slot.
 */
function typeCandidates(index: SearchIndex, query: BoolQuery): TypeSegment[] | undefined {
  let narrowest: { segments: TypeSegment[]; rows: number } | undefined;
  for (const filter of query.must ?? []) {
    if (filter.kind !== 'type') continue;
    const segments = [...new Set(Array.isArray(filter.value) ? filter.value : [filter.value])].flatMap((type) => index.segmentOf(type) ?? []);
    const rows = segments.reduce((sum, segment) => sum + segment.slots.length, 0);
    if (narrowest === undefined || rows < narrowest.rows) narrowest = { segments, rows };
  }
  return narrowest?.segments;
}

/**
 * search/ids over the in-memory index, answering exactly what SearchService's SQL path answers:
 * one pass over the candidates (a full-text filter's slots, else a type filter's rows narrowed by
 * an eq/in filter, else every slot) tests the read rule, the type scope and the query, then each facet
 * selection; a hit passing all of them counts in every facet, one failing a single selection counts
 * in that facet only (facets are counted without their own selection). Without labels.
 */
export function indexedSearch(input: IndexedSearchInput): Omit<SearchReply, 'labels'> {
  const { index } = input;
  const scope: QueryScope = { db: input.db, index, registry: input.registry, actorIds: input.actorIds, hidden: input.hidden, fullText: new Map() };
  const { live } = index;
  // The read rule first: it is one byte per slot (the viewer's kept set) and drops most candidates
  // of a member's search before the query's tests (the conjunction answers the same whatever the order).
  const read = readRule(input.db, index, input.registry, input.viewer);
  const matches = queryTest(scope, input.query);
  const base: SlotTest = allOf([
    read.test,
    matches,
    ...(input.excludedTypes === undefined ? [] : [typeTest(index, input.excludedTypes, true)]),
  ]);
  const selections = input.facets.map((facet) => facetSelectionTest(index, facet));
  const selected = selections.flatMap((test, n) => (test === undefined ? [] : [{ test, n }]));
  const counters = input.facets.map((facet) => facetCounter(index, facet));
  const fromText = fullTextCandidates(scope, input.query);
  // A type filter's rows (narrowed by an eq/in filter) when there is no full-text filter: a dashboard
  // of one type among a store of many visits that type's rows only.
  const segments = fromText ? undefined : typeCandidates(index, input.query);
  const narrowed = fromText?.slots ?? (segments ? segmentCandidates(index, input.registry, segments, input.query) : undefined);
  // The viewer's readable slots when they are fewer: every hit is among both lists, both ascending.
  const { readable } = read;
  const candidates: ArrayLike<number> | undefined = readable !== undefined && (narrowed === undefined || readable.atMost < narrowed.length) ? readable.slots() : narrowed;
  if (candidates === undefined && selected.length === 0 && read.test === ALWAYS && matches === ALWAYS) {
    return wholeTypesSearch(input, base, counters);
  }
  // Hits in a typed array sized for every candidate: no growth, no boxed numbers, at a million hits.
  const found = index.scratch.take(candidates ? candidates.length : Math.max(0, index.end - 1), false);
  let hitCount = 0;
  const visit = (slot: number): void => {
    if (live[slot] !== 1 || !base(slot)) return;
    let failed = -1;
    let failures = 0;
    for (const { test, n } of selected) {
      if (test(slot)) continue;
      failed = n;
      failures += 1;
      if (failures > 1) break;
    }
    // Hits are counted in every facet after the pass, one facet at a time over the whole list.
    if (failures === 0) found[hitCount++] = slot;
    else if (failures === 1) counters[failed]?.add(slot);
  };
  let perType: Int32Array | undefined;
  if (candidates) {
    const count = candidates.length;
    if (selected.length > 0) for (let n = 0; n < count; n += 1) visit(candidates[n] ?? 0);
    else {
      // No facet selection (the common case): the live candidates narrowed by the query test by
      // test, each in a loop of its own (narrowing.ts), in place and in order.
      for (let n = 0; n < count; n += 1) {
        const slot = candidates[n] ?? 0;
        if (live[slot] === 1) found[hitCount++] = slot;
      }
      // Candidates that are a full-text filter's own slots all pass its mask: that test is skipped.
      hitCount = narrowBy(base, found, hitCount, candidates === fromText?.slots ? fromText.mask : undefined);
    }
    if (candidates === narrowed && segments) {
      // Hits in slot order, as a visit of every slot finds them (rows follow item numbers, not slots, across types and imports).
      const collected = found.subarray(0, hitCount);
      let ascending = true;
      for (let n = 1; n < collected.length && ascending; n += 1) ascending = (collected[n - 1] ?? 0) < (collected[n] ?? 0);
      if (!ascending) collected.sort();
    }
  } else if (selected.length > 0) {
    for (let slot = 1; slot < index.end; slot += 1) visit(slot);
  } else {
    // Every slot (a match-all): the hits per type are counted on the way, for the facets of types
    // hit whole (hitProfile.ts).
    perType = new Int32Array(index.segments.length);
    const { typeOrd } = index;
    for (let slot = 1; slot < index.end; slot += 1) {
      if (live[slot] !== 1 || !base(slot)) continue;
      found[hitCount++] = slot;
      const type = typeOrd[slot] ?? 0;
      perType[type] = (perType[type] ?? 0) + 1;
    }
  }
  const reply = answer(input, new HitProfile(index, found.subarray(0, hitCount), perType), counters);
  index.scratch.giveBack(found, false);
  return reply;
}

/** The reply from the hits: every facet counted over them, the page, the total. */
function answer(input: IndexedSearchInput, profile: HitProfile, counters: readonly FacetCounter[]): Omit<SearchReply, 'labels'> {
  const { index } = input;
  for (const counter of counters) counter.addAll(profile);
  const page = orderedPage(index, input.registry, input.sort, profile, input.offset, input.max);
  profile.release();
  const reply: Omit<SearchReply, 'labels'> = { ids: page.map((slot) => index.idOf(slot)), facets: {}, total: profile.total() };
  input.facets.forEach((facet, n) => {
    reply.facets[facet.field] = counters[n]?.result() ?? [];
  });
  return reply;
}

/**
 * A search whose hits are every item of the types it covers: no text, no filter, no facet
 * selection, a viewer who reads everything (an administrator's match-all). The hits per type are
 * the types' item counts, so facets over per-type columns add the columns' kept tallies, the
 * creation-instant buckets and the default page come from each type's items sorted by instant
 * (createdOrder.ts), and the total is the sum: nothing visits the million hits. A facet or sort
 * that needs the hit list (a per-slot column, a value sort) collects it on first use, as before.
 */
function wholeTypesSearch(input: IndexedSearchInput, base: SlotTest, counters: readonly FacetCounter[]): Omit<SearchReply, 'labels'> {
  const { index } = input;
  const excluded = new Set(input.excludedTypes ?? []);
  const perType = Int32Array.from(index.segments, (segment) => (excluded.has(segment.type) ? 0 : segment.liveRows));
  let found: Int32Array | undefined;
  const collect = (): Int32Array => {
    const { live } = index;
    found = index.scratch.take(Math.max(0, index.end - 1), false);
    let hitCount = 0;
    for (let slot = 1; slot < index.end; slot += 1) if (live[slot] === 1 && base(slot)) found[hitCount++] = slot;
    return found.subarray(0, hitCount);
  };
  const reply = answer(input, new HitProfile(index, collect, perType), counters);
  if (found !== undefined) index.scratch.giveBack(found, false);
  return reply;
}
