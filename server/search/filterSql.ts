import type { Registry } from '../../engine/registry/registry';
import { instantOf } from '../items/indexValues';
import { FALSE_SQL, jsonList, TRUE_SQL, type SqlFragment } from '../permissions/sqlFragment';
import { OperationError } from '../protocol/contract';
import type { ActorIds } from './actorFilter';
import { fieldSource, VALUES_OF_ITEM, type FieldSource } from './fieldSource';
import { ftsMatchExpression, ftsWords, likeEscape } from './ftsQuery';
import { guardField, guardText } from './hiddenFieldGuards';
import type { HiddenFields } from '../../engine/derive/fieldRead';
import type { Filter, RangeBound, Scalar } from './searchRequest';

const IN_LIST = 'IN (SELECT value FROM json_each(?))';
// json_each's values are typed on SQLite but text on PostgreSQL, which compares no number with text.
const NUM_IN_LIST = 'IN (SELECT CAST(value AS NUMERIC) FROM json_each(?))';
const DAY_MS = 86_400_000;

/** Applies a condition on (value_text, value_num) to the field's source, for items row `i`. */
export function onField(source: FieldSource, condition: (text: string, num: string) => SqlFragment): SqlFragment {
  if (source.kind === 'values') {
    const inner = condition('v.value_text', 'v.value_num');
    return {
      sql: `EXISTS (SELECT 1 FROM ${VALUES_OF_ITEM} WHERE v.item_id = i.id AND v.field = ? AND ${inner.sql})`,
      params: [source.field, ...inner.params],
    };
  }
  const column = `i.${source.column}`;
  // A text column has no number form and vice versa; NULL never matches.
  return source.value === 'num' ? condition('NULL', column) : condition(column, 'NULL');
}

/**
 * Splits scalars into the text and number forms indexing stores. Facet keys arrive as strings
 * ("5" for the number 5): with numericKeys they are matched in number form too.
 */
export function scalarForms(source: FieldSource, values: readonly Scalar[], numericKeys: boolean): { texts: string[]; nums: number[] } {
  const texts: string[] = [];
  const nums: number[] = [];
  for (const value of values) {
    if (source.kind === 'column' && source.value === 'num') {
      const n = Number(value);
      if (Number.isFinite(n)) nums.push(n);
    } else if (source.kind === 'column' && source.value === 'instant' && typeof value === 'number') {
      texts.push(new Date(value).toISOString());
    } else if (typeof value === 'number' && source.kind === 'values') {
      nums.push(value);
    } else {
      texts.push(String(value));
      const n = Number(value);
      if (numericKeys && typeof value === 'string' && value.trim() !== '' && Number.isFinite(n)) nums.push(n);
    }
  }
  return { texts, nums };
}

/** Equal to one of the values: the condition eq, in and facet selections share. */
export function matchAny(source: FieldSource, values: readonly Scalar[], numericKeys = false): SqlFragment {
  const { texts, nums } = scalarForms(source, values, numericKeys);
  if (source.kind === 'values') return valuesMatchAny(source.field, texts, nums);
  return onField(source, (text, num) => ({
    sql: `(${text} ${IN_LIST} OR ${num} ${IN_LIST})`,
    params: [jsonList(texts), JSON.stringify(nums)],
  }));
}

/**
 * Items with a value of field among texts or nums, as a set membership: one seek per value on the
 * (field, value) indexes instead of a correlated lookup per candidate item. Text and number forms
 * are separate branches so each uses its own index.
 */
function valuesMatchAny(field: string, texts: readonly string[], nums: readonly number[]): SqlFragment {
  const branches: SqlFragment[] = [];
  if (texts.length > 0) {
    branches.push({ sql: `SELECT item_id FROM item_values INDEXED BY item_values_by_text WHERE field = ? AND value_text ${IN_LIST}`, params: [field, jsonList(texts)] });
  }
  if (nums.length > 0) {
    branches.push({ sql: `SELECT item_id FROM item_values INDEXED BY item_values_by_num WHERE field = ? AND value_num ${NUM_IN_LIST}`, params: [field, JSON.stringify(nums)] });
  }
  if (branches.length === 0) return FALSE_SQL;
  return { sql: `i.id IN (${branches.map((b) => b.sql).join(' UNION ALL ')})`, params: branches.flatMap((b) => b.params) };
}

/** A bound as epoch ms; a date-only upper bound covers its whole day. */
export function instantBound(bound: RangeBound, upper: boolean): number | undefined {
  if (typeof bound === 'number') return bound;
  const dateTime = instantOf(bound, 'date-time');
  if (dateTime !== null) return dateTime;
  const date = instantOf(bound, 'date') ?? instantOf(bound, 'partial-date');
  if (date === null) return undefined;
  return upper ? date + DAY_MS - 1 : date;
}

/** from <= value <= to on the number form (numbers, instants), or on text when bounds are text. */
export function rangeCondition(source: FieldSource, from?: RangeBound, to?: RangeBound): SqlFragment {
  const low = from === undefined ? undefined : instantBound(from, false);
  const high = to === undefined ? undefined : instantBound(to, true);
  const numeric = (from === undefined || low !== undefined) && (to === undefined || high !== undefined);
  if (source.kind === 'column' && source.value === 'instant') {
    if (!numeric) throw new OperationError('parseRequestFailed', 'range bounds on a date-time must be dates or numbers', 400);
    const iso = (ms: number | undefined): string | undefined => (ms === undefined ? undefined : new Date(ms).toISOString());
    return boundsSql(`i.${source.column}`, iso(low), iso(high));
  }
  return onField(source, (text, num) =>
    numeric ? boundsSql(num, low, high) : boundsSql(text, from === undefined ? undefined : String(from), to === undefined ? undefined : String(to)),
  );
}

function boundsSql(target: string, low: unknown, high: unknown): SqlFragment {
  const parts: string[] = [];
  const params: unknown[] = [];
  if (low !== undefined) {
    parts.push(`${target} >= ?`);
    params.push(low);
  }
  if (high !== undefined) {
    parts.push(`${target} <= ?`);
    params.push(high);
  }
  return parts.length === 0 ? TRUE_SQL : { sql: `(${parts.join(' AND ')})`, params };
}

function likeCondition(source: FieldSource, pattern: string): SqlFragment {
  return onField(source, (text) => ({ sql: `${text} LIKE ? ESCAPE '\\'`, params: [pattern] }));
}

/**
 * One filter as an SQL condition over items row `i`. Actor filters compare with the asker's own ids
 * (resolved once per search, see actorFilter.ts); for anonymous callers they match nothing.
 */
export function compileFilter(registry: Registry, filter: Filter, actorIds: ActorIds = null, hidden?: HiddenFields): SqlFragment {
  const condition = compileVisibleFilter(registry, filter, actorIds);
  if (filter.kind === 'type') return condition;
  if (filter.prop !== undefined) return guardField(hidden, filter.prop, condition);
  if (filter.kind !== 'text') return condition;
  const visibleLike = (field: string, word: string): SqlFragment => likeCondition(fieldSource(registry, field), `%${likeEscape(word)}%`);
  return guardText(hidden, ftsWords(filter.value), condition, visibleLike);
}

/** A filter's condition as if the asker saw every field (compileFilter adds the hidden-field guards). */
function compileVisibleFilter(registry: Registry, filter: Filter, actorIds: ActorIds): SqlFragment {
  switch (filter.kind) {
    case 'actor': {
      const source = fieldSource(registry, filter.prop);
      const ids = actorIds?.[filter.value] ?? [];
      return ids.length === 0 ? FALSE_SQL : matchAny(source, ids);
    }
    case 'type': {
      const types = Array.isArray(filter.value) ? filter.value : [filter.value];
      return { sql: `i.type ${IN_LIST}`, params: [jsonList(types)] };
    }
    case 'text': {
      if (filter.prop !== undefined) return likeCondition(fieldSource(registry, filter.prop), `%${likeEscape(filter.value)}%`);
      const match = ftsMatchExpression(filter.value);
      return match === undefined ? TRUE_SQL : { sql: 'i.seq IN (SELECT rowid FROM item_text WHERE item_text MATCH ?)', params: [match] };
    }
    case 'eq':
      return matchAny(fieldSource(registry, filter.prop), [filter.value]);
    case 'in':
      return matchAny(fieldSource(registry, filter.prop), filter.value);
    case 'range':
      return rangeCondition(fieldSource(registry, filter.prop), filter.value.from, filter.value.to);
    case 'exists':
      // Not COALESCE(text, num): PostgreSQL refuses a COALESCE over a text and a number column.
      return onField(fieldSource(registry, filter.prop), (text, num) => ({ sql: `(${text} IS NOT NULL OR ${num} IS NOT NULL)`, params: [] }));
    case 'prefix':
      return likeCondition(fieldSource(registry, filter.prop), `${likeEscape(filter.value)}%`);
  }
}
