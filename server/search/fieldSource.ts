import type { Registry } from '../../engine/registry/registry';
import { allIndexedPaths } from '../items/indexPlan';
import { OperationError } from '../protocol/contract';

/**
 * Where a searchable field's values live: a column of the items row (system fields) or rows of
 * item_values. Queries never read item JSON.
 */
export type FieldSource =
  | { kind: 'column'; column: string; value: 'text' | 'num' | 'instant' }
  | { kind: 'values'; field: string };

/**
 * The item_values rows of one item (alias v), for subqueries and joins correlated with items row i.
 * Without statistics SQLite prefers the covering (field, value) indexes there and scans every value
 * of the field for each candidate item (quadratic: 18 s for one search over 20k items); the
 * (item_id, field) index makes each lookup a seek.
 */
export const VALUES_OF_ITEM = 'item_values v INDEXED BY item_values_by_item';

/** System fields by path. _c.ts is ISO 8601 text, ordered and compared as text. */
const COLUMNS: Record<string, FieldSource> = {
  $id: { kind: 'column', column: 'id', value: 'text' },
  _t: { kind: 'column', column: 'type', value: 'text' },
  _i: { kind: 'column', column: 'idx', value: 'num' },
  _u: { kind: 'column', column: 'u', value: 'num' },
  _c: { kind: 'column', column: 'created_by', value: 'text' },
  '_c.by': { kind: 'column', column: 'created_by', value: 'text' },
  '_c.ts': { kind: 'column', column: 'created_ts', value: 'instant' },
  $access: { kind: 'column', column: 'access', value: 'text' },
};

export function fieldSource(registry: Registry, prop: string): FieldSource {
  const column = COLUMNS[prop];
  if (column) return column;
  if (allIndexedPaths(registry).has(prop)) return { kind: 'values', field: prop };
  throw new OperationError('parseRequestFailed', `field "${prop}" is not searchable: no type declares it as a header, facet, text field, sort or access field`, 400);
}
