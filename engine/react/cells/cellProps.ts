import type { FieldSchema } from '../../declarations/bundle';

/** What every cell renderer receives: one stored value and what it needs to show it. */
export interface CellProps {
  value: unknown;
  /** The field's schema: its lov key, item types, format. */
  schema?: FieldSchema;
  /** Labels the caller already knows, keyed by item id (an item's $labels, a search reply's labels). */
  labels?: Readonly<Record<string, string>>;
  /** Owner of owner-specific list values (LOV lists with an ownerType). */
  lovOwner?: string;
  /** Message id prefix of the field's enum values (engine/derive/enumMessages.ts): shown translated. */
  enumMessages?: string;
  /** The item the value belongs to, for cells whose text depends on a sibling field (a state by its item's state list). */
  item?: Readonly<Record<string, unknown>>;
}

export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** Plain text of a scalar value; objects as compact JSON. */
export function valueText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** The values of a list field; a single value counts as a list of one. */
export function valueList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return value === undefined || value === null ? [] : [value];
}
