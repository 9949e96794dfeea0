import type { Visibility } from '../../engine/declarations/systemFields';
import type { ItemBase } from '../../generated/item-base';

/** Creation stamp of an item: when and by whom (a User id, or "vgn-0" for the platform); the store always records by. */
export type CreatedStamp = Required<ItemBase['_c']>;

/**
 * An item as clients receive it: the system fields (generated/item-base.ts) plus the declared
 * fields of its type. $labels is no stored field: read/{id} adds it.
 */
export interface ItemJson extends Omit<ItemBase, '_c' | '$labels'> {
  _c: CreatedStamp;
  [field: string]: unknown;
}

/** Declared field values of an item (what is stored in items.data). */
export type ItemFields = Record<string, unknown>;

/** One row of the items table. */
export interface ItemRow {
  seq: number;
  id: string;
  type: string;
  idx: number;
  u: number;
  created_ts: string;
  created_by: string;
  owner: string | null;
  access: Visibility;
  data: string;
}

/** Keys the platform keeps on every item; never part of ItemFields. */
export const ITEM_SYSTEM_KEYS: ReadonlySet<string> = new Set(['$id', '_t', '_i', '_u', '_c', '$access']);

export function parseFields(data: string): ItemFields {
  const parsed: unknown = JSON.parse(data);
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as ItemFields) : {};
}

/** The client shape of a stored row. */
export function rowToItem(row: ItemRow): ItemJson {
  return {
    ...parseFields(row.data),
    $id: row.id,
    _t: row.type,
    _i: row.idx,
    _u: row.u,
    _c: { ts: row.created_ts, by: row.created_by },
    $access: row.access,
  };
}

/** The declared fields of an item (system keys removed). */
export function fieldsOf(item: ItemJson): ItemFields {
  const fields: ItemFields = {};
  for (const [key, value] of Object.entries(item)) {
    if (!ITEM_SYSTEM_KEYS.has(key)) fields[key] = value;
  }
  return fields;
}
