import type { HiddenFields } from '../../engine/derive/fieldRead';
import type { Registry } from '../../engine/registry/registry';
import { FALSE_SQL, joinSql, TRUE_SQL, type SqlFragment } from '../permissions/sqlFragment';
import type { ActorIds } from './actorFilter';
import { compileFilter } from './filterSql';
import type { BoolQuery, Filter } from './searchRequest';

function not(fragment: SqlFragment): SqlFragment {
  return { sql: `NOT ${fragment.sql}`, params: fragment.params };
}

/** At least `min` of the conditions hold (1: a plain OR; more: a sum of 0/1 values). */
function atLeast(conditions: SqlFragment[], min: number): SqlFragment {
  if (min <= 0) return TRUE_SQL;
  if (min > conditions.length) return FALSE_SQL;
  if (min === 1) return joinSql(conditions, 'OR');
  return {
    sql: `((${conditions.map((c) => `(CASE WHEN ${c.sql} THEN 1 ELSE 0 END)`).join(' + ')}) >= ?)`,
    params: [...conditions.flatMap((c) => c.params), min],
  };
}

/**
 * The boolean structure of a search: every must filter and subs query, no mustNot filter, and at
 * least minShould of the should filters and subsShould queries (default 1 when there are any).
 * actorIds: the asker's own ids for actor filters (null: anonymous, they match nothing); hidden: the
 * fields types hide from the asker (their filters match none of those types' items).
 */
export function compileQuery(registry: Registry, query: BoolQuery, actorIds: ActorIds = null, hidden?: HiddenFields): SqlFragment {
  const filter = (f: Filter): SqlFragment => compileFilter(registry, f, actorIds, hidden);
  const sub = (q: BoolQuery): SqlFragment => compileQuery(registry, q, actorIds, hidden);
  const optional = [...(query.should ?? []).map(filter), ...(query.subsShould ?? []).map(sub)];
  const min = query.minShould ?? (optional.length > 0 ? 1 : 0);
  return joinSql(
    [
      ...(query.must ?? []).map(filter),
      ...(query.subs ?? []).map(sub),
      ...(query.mustNot ?? []).map((f) => not(filter(f))),
      ...(optional.length > 0 || min > 0 ? [atLeast(optional, min)] : []),
    ],
    'AND',
  );
}

/** Types a query restricts itself to through type filters in must (and in every must-sub), or undefined. */
export function typesNamed(query: BoolQuery): string[] | undefined {
  const named = new Set<string>();
  let restricted = false;
  for (const filter of query.must ?? []) {
    if (filter.kind !== 'type') continue;
    restricted = true;
    (Array.isArray(filter.value) ? filter.value : [filter.value]).forEach((type) => named.add(type));
  }
  const fromSubs = [...(query.subs ?? []), ...(query.subsShould ?? [])].map(typesNamed);
  if (!restricted && fromSubs.length > 0 && fromSubs.every((types) => types !== undefined)) {
    restricted = true;
    fromSubs.forEach((types) => types?.forEach((type) => named.add(type)));
  }
  return restricted ? [...named] : undefined;
}
