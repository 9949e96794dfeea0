import type { SqlClient } from '../../db/sqlClient';
import { topField, type HiddenFields } from '../../../engine/derive/fieldRead';
import { prepared } from '../../db/preparedStatements';
import type { Registry } from '../../../engine/registry/registry';
import type { ActorIds } from '../actorFilter';
import { fieldSource } from '../fieldSource';
import { ftsMatchExpression, ftsWords, likeEscape } from '../ftsQuery';
import type { BoolQuery, Filter } from '../searchRequest';
import type { SearchIndex } from './searchIndex';
import { narrowAll, narrowByMask, withNarrow } from './narrowing';
import { ALWAYS, existsTest, likeTest, matchAnyTest, NEVER, rangeTest, type SlotTest } from './slotTests';

export interface QueryScope {
  db: SqlClient;
  index: SearchIndex;
  registry: Registry;
  actorIds: ActorIds;
  hidden: HiddenFields | undefined;
  /** Full-text matches by MATCH expression, run once per search. */
  fullText: Map<string, FullTextHits>;
}

/** The slots a full-text filter matches: as a mask, and in ascending order (candidates of a scan). */
export interface FullTextHits {
  mask: Uint8Array;
  slots: number[];
}

export function allOf(tests: readonly SlotTest[]): SlotTest {
  const kept = tests.filter((test) => test !== ALWAYS);
  if (kept.includes(NEVER)) return NEVER;
  if (kept.length === 0) return ALWAYS;
  if (kept.length === 1) return kept[0] ?? ALWAYS;
  if (kept.length === 2) {
    const [a = ALWAYS, b = ALWAYS] = kept;
    return withNarrow((slot) => a(slot) && b(slot), narrowAll(kept));
  }
  return withNarrow((slot) => kept.every((test) => test(slot)), narrowAll(kept));
}

export function anyOf(tests: readonly SlotTest[]): SlotTest {
  const kept = tests.filter((test) => test !== NEVER);
  if (kept.includes(ALWAYS)) return ALWAYS;
  if (kept.length === 0) return NEVER;
  if (kept.length === 1) return kept[0] ?? NEVER;
  return (slot) => kept.some((test) => test(slot));
}

/** Slots of the given types (the type ordinals as a mask); negate: of any other type. */
export function typeTest(index: SearchIndex, types: readonly string[], negate = false): SlotTest {
  const mask = new Uint8Array(index.segments.length + 1);
  for (const type of types) {
    const segment = index.segmentOf(type);
    if (segment) mask[segment.ordinal] = 1;
  }
  const { typeOrd } = index;
  const wanted = negate ? 0 : 1;
  return withNarrow(negate ? (slot) => mask[typeOrd[slot] ?? 0] !== 1 : (slot) => mask[typeOrd[slot] ?? 0] === 1, (slots, count) => {
    let kept = 0;
    for (let n = 0; n < count; n += 1) {
      const slot = slots[n] ?? 0;
      if ((mask[typeOrd[slot] ?? 0] ?? 0) === wanted) slots[kept++] = slot;
    }
    return kept;
  });
}

/** Slots whose full text matches what was typed (FTS5, as the SQL path asks it); see searchIndex.fullTextCache. */
export function fullTextHits(scope: QueryScope, match: string): FullTextHits {
  const known = scope.fullText.get(match);
  if (known) return known;
  const { index } = scope;
  const cached = index.fullTextCache.get(match);
  if (cached && cached.version === index.version) {
    scope.fullText.set(match, cached.hits);
    return cached.hits;
  }
  const mask = new Uint8Array(index.capacity);
  const slots = prepared<[string], number>(scope.db, 'SELECT rowid FROM item_text WHERE item_text MATCH ?').pluck().all(match);
  let sorted = true;
  for (let n = 0; n < slots.length; n += 1) {
    const slot = slots[n] ?? 0;
    if (slot < mask.length) mask[slot] = 1;
    if (n > 0 && slot < (slots[n - 1] ?? 0)) sorted = false;
  }
  // FTS5 returns rowids in ascending order: sorting is only a safeguard.
  if (!sorted) slots.sort((a, b) => a - b);
  const hits = { mask, slots };
  scope.fullText.set(match, hits);
  index.rememberFullText(match, hits);
  return hits;
}

function visibleFilter(scope: QueryScope, filter: Filter): SlotTest {
  const { index, registry } = scope;
  switch (filter.kind) {
    case 'actor': {
      const ids = scope.actorIds?.[filter.value] ?? [];
      return ids.length === 0 ? NEVER : matchAnyTest(index, fieldSource(registry, filter.prop), ids);
    }
    case 'type':
      return typeTest(index, Array.isArray(filter.value) ? filter.value : [filter.value]);
    case 'text': {
      if (filter.prop !== undefined) return likeTest(index, fieldSource(registry, filter.prop), `%${likeEscape(filter.value)}%`);
      const match = ftsMatchExpression(filter.value);
      if (match === undefined) return ALWAYS;
      const { mask } = fullTextHits(scope, match);
      return withNarrow((slot) => mask[slot] === 1, narrowByMask(mask));
    }
    case 'eq':
      return matchAnyTest(index, fieldSource(registry, filter.prop), [filter.value]);
    case 'in':
      return matchAnyTest(index, fieldSource(registry, filter.prop), filter.value);
    case 'range':
      return rangeTest(index, fieldSource(registry, filter.prop), filter.value.from, filter.value.to);
    case 'exists':
      return existsTest(index, fieldSource(registry, filter.prop));
    case 'prefix':
      return likeTest(index, fieldSource(registry, filter.prop), `${likeEscape(filter.value)}%`);
  }
}

/** One filter with the hidden-field guards (filterSql compileFilter, hiddenFieldGuards). */
export function filterTest(scope: QueryScope, filter: Filter): SlotTest {
  const condition = visibleFilter(scope, filter);
  if (filter.kind === 'type') return condition;
  const { hidden, index, registry } = scope;
  if (filter.prop !== undefined) {
    const types = hidden?.byField.get(topField(filter.prop));
    return types === undefined ? condition : allOf([typeTest(index, types, true), condition]);
  }
  if (filter.kind !== 'text' || hidden === undefined || hidden.textOf.size === 0) return condition;
  const words = ftsWords(filter.value);
  const restricted = [...hidden.textOf.keys()];
  const perType = restricted.map((type) => {
    const fields = hidden.textOf.get(type) ?? [];
    const everyWord = words.map((word) => anyOf(fields.map((field) => likeTest(index, fieldSource(registry, field), `%${likeEscape(word)}%`))));
    return allOf([typeTest(index, [type]), ...everyWord]);
  });
  return allOf([condition, anyOf([typeTest(index, restricted, true), ...perType])]);
}

function atLeast(tests: readonly SlotTest[], min: number): SlotTest {
  if (min <= 0) return ALWAYS;
  if (min > tests.length) return NEVER;
  if (min === 1) return anyOf(tests);
  return (slot) => {
    let passed = 0;
    for (const test of tests) if (test(slot) && (passed += 1) >= min) return true;
    return false;
  };
}

/** The boolean structure of a search (queryCompiler compileQuery). */
export function queryTest(scope: QueryScope, query: BoolQuery): SlotTest {
  const optional = [...(query.should ?? []).map((f) => filterTest(scope, f)), ...(query.subsShould ?? []).map((q) => queryTest(scope, q))];
  const min = query.minShould ?? (optional.length > 0 ? 1 : 0);
  const negated = (query.mustNot ?? []).map((f): SlotTest => {
    const test = filterTest(scope, f);
    if (test === ALWAYS) return NEVER;
    if (test === NEVER) return ALWAYS;
    return (slot) => !test(slot);
  });
  return allOf([
    ...(query.must ?? []).map((f) => filterTest(scope, f)),
    ...(query.subs ?? []).map((q) => queryTest(scope, q)),
    ...negated,
    ...(optional.length > 0 || min > 0 ? [atLeast(optional, min)] : []),
  ]);
}
