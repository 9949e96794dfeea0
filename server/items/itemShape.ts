import type { Visibility } from '../../engine/declarations/systemFields';

export type { CreatedStamp, ItemFields, ItemJson } from '../../engine/protocol/item';
import type { ItemFields, ItemJson } from '../../engine/protocol/item';

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
