import type { SqlClient } from '../../db/sqlClient';
import type { HiddenFields } from '../../../engine/derive/fieldRead';
import type { Registry } from '../../../engine/registry/registry';
import type { Viewer } from '../../permissions/accessPredicate';
import type { ActorIds } from '../actorFilter';
import type { ResolvedFacet } from '../facets';
import { ftsMatchExpression } from '../ftsQuery';
import type { BoolQuery, SearchReply, SortRequest } from '../searchRequest';
import { HitProfile } from './hitProfile';
import { facetCounter, facetSelectionTest } from './indexFacets';
import { allOf, fullTextHits, queryTest, typeTest, type QueryScope } from './indexQuery';
import { readTest } from './indexReadRule';
import { orderedPage } from './indexSort';
import type { SearchIndex } from './searchIndex';
import type { SlotTest } from './slotTests';

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
function fullTextCandidates(scope: QueryScope, query: BoolQuery): number[] | undefined {
  let smallest: number[] | undefined;
  for (const filter of query.must ?? []) {
    if (filter.kind !== 'text' || filter.prop !== undefined) continue;
    const match = ftsMatchExpression(filter.value);
    if (match === undefined) continue;
    const { slots } = fullTextHits(scope, match);
    if (smallest === undefined || slots.length < smallest.length) smallest = slots;
  }
  return smallest;
}

/**
 * search/ids over the in-memory index, answering exactly what SearchService's SQL path answers:
 * one pass over the candidates tests the read rule, the type scope and the query, then each facet
 * selection; a hit passing all of them counts in every facet, one failing a single selection counts
 * in that facet only (facets are counted without their own selection). Without labels.
 */
export function indexedSearch(input: IndexedSearchInput): Omit<SearchReply, 'labels'> {
  const { index } = input;
  const scope: QueryScope = { db: input.db, index, registry: input.registry, actorIds: input.actorIds, hidden: input.hidden, fullText: new Map() };
  const { live } = index;
  const base: SlotTest = allOf([
    readTest(input.db, index, input.registry, input.viewer),
    ...(input.excludedTypes === undefined ? [] : [typeTest(index, input.excludedTypes, true)]),
    queryTest(scope, input.query),
  ]);
  const selections = input.facets.map((facet) => facetSelectionTest(index, facet));
  const selected = selections.flatMap((test, n) => (test === undefined ? [] : [{ test, n }]));
  const counters = input.facets.map((facet) => facetCounter(index, facet));
  const fromText = fullTextCandidates(scope, input.query);
  // Hits in a typed array sized for every candidate: no growth, no boxed numbers, at a million hits.
  const found = index.scratch.take(fromText ? fromText.length : Math.max(0, index.end - 1), false);
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
  if (selected.length > 0) {
    if (fromText) for (const slot of fromText) visit(slot);
    else for (let slot = 1; slot < index.end; slot += 1) visit(slot);
  } else if (fromText) {
    // No facet selection (the common case): the loop only collects hits.
    for (const slot of fromText) if (live[slot] === 1 && base(slot)) found[hitCount++] = slot;
  } else {
    // Every slot (a match-all, a type filter): the hits per type are counted on the way, for the
    // facets of types hit whole (hitProfile.ts).
    perType = new Int32Array(index.segments.length);
    const { typeOrd } = index;
    for (let slot = 1; slot < index.end; slot += 1) {
      if (live[slot] !== 1 || !base(slot)) continue;
      found[hitCount++] = slot;
      const type = typeOrd[slot] ?? 0;
      perType[type] = (perType[type] ?? 0) + 1;
    }
  }
  const hits = found.subarray(0, hitCount);
  const profile = new HitProfile(index, hits, perType);
  for (const counter of counters) counter.addAll(profile);
  const page = orderedPage(index, input.registry, input.sort, hits, input.offset, input.max);
  const reply: Omit<SearchReply, 'labels'> = { ids: page.map((slot) => index.idOf(slot)), facets: {}, total: hits.length };
  input.facets.forEach((facet, n) => {
    reply.facets[facet.field] = counters[n]?.result() ?? [];
  });
  index.scratch.giveBack(found, false);
  return reply;
}
