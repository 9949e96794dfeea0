import type { SqlClient } from '../db/sqlClient';
import type { SearchFacet } from '../../engine/registry/compiledSearch';
import { resolveFieldPath } from '../../engine/registry/fieldPaths';
import { topField, type HiddenFields } from '../../engine/derive/fieldRead';
import type { Registry } from '../../engine/registry/registry';
import { FALSE_SQL, joinSql, type SqlFragment } from '../permissions/sqlFragment';
import { OperationError } from '../protocol/contract';
import { dateBuckets, SIZE_BUCKETS, timeBuckets, type Bucket } from './facetBuckets';
import { fieldSource, VALUES_OF_ITEM, type FieldSource } from './fieldSource';
import { matchAny, onField } from './filterSql';
import type { FacetCount, FacetKind, FacetRequest } from './searchRequest';

const DEFAULT_TERMS_LIMIT = 20;

/** A facet ready to count: its source, kind, buckets (range kinds) or list keys (lov). */
export interface ResolvedFacet {
  field: string;
  kind: FacetKind;
  source: FieldSource;
  buckets?: Bucket[];
  lovKeys?: { key: string; archived: boolean }[];
  limit: number;
  selected: string[];
}

export interface FacetScope {
  registry: Registry;
  /** Types searched; facet kinds and lists default to what the first of them declaring the field says. */
  types: readonly string[];
  admin: boolean;
  /** Fields types hide from the asker: no facet counts them in a search over those types. */
  hidden?: HiddenFields;
  now: number;
  tzOffset?: number;
}

interface DeclaredFacet {
  facet: SearchFacet;
  type: string;
}

/** The compiled facet on the field of the first searched type that has one (a type has one facet per field). */
function declaredFacet(scope: FacetScope, field: string): DeclaredFacet | undefined {
  for (const type of scope.types) {
    const facet = scope.registry.types.get(type)?.search.facets.find((f) => f.field === field);
    if (facet) return { facet, type };
  }
  return undefined;
}

/** Buckets of a declared number-ranges facet. */
function declaredValueRanges(declared: DeclaredFacet | undefined): Bucket[] | undefined {
  if (declared?.facet.kind !== 'number-ranges') return undefined;
  return declared.facet.ranges?.flatMap((range) =>
    range.kind === 'values' ? [{ key: range.key, ...(range.from === undefined ? {} : { from: range.from }), ...(range.to === undefined ? {} : { to: range.to }) }] : [],
  );
}

/** The list of a lov facet: the request's, the compiled facet's, else (a request overriding the kind) the field's own. */
function lovOf(scope: FacetScope, request: FacetRequest, declared: DeclaredFacet | undefined): string | undefined {
  if (request.lov) return request.lov;
  if (declared?.facet.lov) return declared.facet.lov;
  const schema = declared ? scope.registry.types.get(declared.type)?.declaration.schema : undefined;
  const field = schema ? resolveFieldPath(schema, request.field) : undefined;
  return field?.lov ?? field?.items?.lov;
}

/** Resolves a requested facet; undefined for a facet declared adminOnly when the asker is not an administrator. */
export function resolveFacet(scope: FacetScope, request: FacetRequest): ResolvedFacet | undefined {
  const declared = declaredFacet(scope, request.field);
  if (declared?.facet.adminOnly && !scope.admin) return undefined;
  const hiddenIn = scope.hidden?.byField.get(topField(request.field));
  if (hiddenIn?.some((type) => scope.types.includes(type))) return undefined;
  const kind = request.kind ?? declared?.facet.kind ?? 'terms';
  const resolved: ResolvedFacet = {
    field: request.field,
    kind,
    source: fieldSource(scope.registry, request.field),
    limit: request.limit ?? declared?.facet.limit ?? DEFAULT_TERMS_LIMIT,
    selected: request.selected ?? [],
  };
  if (kind === 'time-ranges') resolved.buckets = timeBuckets(scope.now, scope.tzOffset);
  if (kind === 'date-ranges') resolved.buckets = dateBuckets(scope.now, scope.tzOffset);
  if (kind === 'size-ranges') resolved.buckets = [...SIZE_BUCKETS];
  if (kind === 'number-ranges') {
    const requested = request.ranges?.map(({ key, from, to }) => ({ key, ...(from === undefined ? {} : { from }), ...(to === undefined ? {} : { to }) }));
    const buckets = requested ?? declaredValueRanges(declared);
    if (!buckets) throw new OperationError('parseRequestFailed', `number-ranges facet on "${request.field}" needs ranges`, 400);
    resolved.buckets = buckets;
  }
  if (kind === 'lov') {
    const key = lovOf(scope, request, declared);
    const lov = key ? scope.registry.lovs.get(key) : undefined;
    if (!lov) throw new OperationError('parseRequestFailed', `lov facet on "${request.field}" names no declared list of values`, 400);
    resolved.lovKeys = lov.values.map((value) => ({ key: value.key, archived: value.state === 'ARCHIVED' }));
  }
  return resolved;
}

/** The condition "value in bucket" on the facet's source. */
function bucketCondition(facet: ResolvedFacet, bucket: Bucket): SqlFragment {
  const instant = facet.source.kind === 'column' && facet.source.value === 'instant';
  const bound = (ms: number): number | string => (instant ? new Date(ms).toISOString() : ms);
  return onField(facet.source, (text, num) => {
    const target = instant ? text : num;
    const parts = [`${target} IS NOT NULL`];
    const params: unknown[] = [];
    if (bucket.from !== undefined) {
      parts.push(`${target} >= ?`);
      params.push(bound(bucket.from));
    }
    if (bucket.to !== undefined) {
      parts.push(`${target} < ?`);
      params.push(bound(bucket.to));
    }
    return { sql: `(${parts.join(' AND ')})`, params };
  });
}

/** Hits must have one of the facet's selected keys (nothing selected: no condition). */
export function facetSelection(facet: ResolvedFacet): SqlFragment | undefined {
  if (facet.selected.length === 0) return undefined;
  if (!facet.buckets) return matchAny(facet.source, facet.selected, true);
  const chosen = facet.buckets.filter((bucket) => facet.selected.includes(bucket.key));
  return chosen.length === 0 ? FALSE_SQL : joinSql(chosen.map((bucket) => bucketCondition(facet, bucket)), 'OR');
}

interface TermRow {
  t: string | number | null;
  n: number | null;
  c: number;
}

/** Every term: SQLite reads LIMIT -1 as none, PostgreSQL refuses a negative LIMIT; both take this. */
const NO_LIMIT = Number.MAX_SAFE_INTEGER;

function termCounts(db: SqlClient, facet: ResolvedFacet, where: SqlFragment, limit: number, from: string): FacetCount[] {
  const source = facet.source;
  // CROSS JOIN keeps items as the outer loop: the hits drive the lookups of their values.
  const rows =
    source.kind === 'values'
      ? db
          .prepare<unknown[], TermRow>(
            `SELECT v.value_text AS t, v.value_num AS n, COUNT(*) AS c FROM ${from}
             CROSS JOIN ${VALUES_OF_ITEM} ON v.item_id = i.id AND v.field = ?
             WHERE ${where.sql} GROUP BY v.value_text, v.value_num ORDER BY c DESC, t, n LIMIT ?`,
          )
          .all(source.field, ...where.params, limit)
      : db
          .prepare<unknown[], TermRow>(`SELECT i.${source.column} AS t, NULL AS n, COUNT(*) AS c FROM ${from} WHERE ${where.sql} GROUP BY t ORDER BY c DESC, t LIMIT ?`)
          .all(...where.params, limit);
  return rows.map((row) => ({ key: row.t === null ? String(row.n) : String(row.t), count: row.c }));
}

/**
 * Counts one facet over the items matching where (which already holds the read predicate). from
 * names the rows, with items as `i`: the items table, or materialized hits joined to it.
 */
export function countFacet(db: SqlClient, facet: ResolvedFacet, where: SqlFragment, from = 'items i'): FacetCount[] {
  if (facet.buckets) {
    const conditions = facet.buckets.map((bucket) => bucketCondition(facet, bucket));
    const sums = conditions.map((c, n) => `COALESCE(SUM(CASE WHEN ${c.sql} THEN 1 ELSE 0 END), 0) AS b${n}`).join(', ');
    const row = db
      .prepare<unknown[], Record<string, number>>(`SELECT ${sums} FROM ${from} WHERE ${where.sql}`)
      .get(...conditions.flatMap((c) => c.params), ...where.params);
    return facet.buckets.map((bucket, n) => ({ key: bucket.key, count: row?.[`b${n}`] ?? 0 }));
  }
  if (facet.lovKeys) return lovCounts(facet.lovKeys, termCounts(db, facet, where, NO_LIMIT, from));
  return termCounts(db, facet, where, facet.limit, from);
}

/** A lov facet's counts from every term's count: the list's values in order (archived ones only when counted), then unknown keys. */
export function lovCounts(lovKeys: NonNullable<ResolvedFacet['lovKeys']>, terms: readonly FacetCount[]): FacetCount[] {
  const counts = new Map(terms.map((entry) => [entry.key, entry.count]));
  const listed = lovKeys.filter((value) => !value.archived || (counts.get(value.key) ?? 0) > 0).map((value) => ({ key: value.key, count: counts.get(value.key) ?? 0 }));
  const known = new Set(lovKeys.map((value) => value.key));
  return [...listed, ...[...counts].filter(([key]) => !known.has(key)).map(([key, count]) => ({ key, count }))];
}
