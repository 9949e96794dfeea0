import { VISIBILITY_LEVELS, type Visibility } from '../../engine/declarations/systemFields';
import { parseItemId } from '../../engine/ids/itemId';
import type { ItemChange } from '../../engine/protocol/item';
import type { FieldChange } from './changeLog';
import type { CreatedStamp, ItemFields } from './itemShape';

/** A creation's row of `item_changes` (op `create`), the columns this needs. */
export interface CreationRow {
  item_id: string;
  actor: string;
  /** JSON of the full creation diff: every stored value as `new`, with `$access` and `_c`. */
  changes: string;
}

/**
 * The creation as listeners heard it (`op: 'create'`, the item at `_u` 1, its writer), rebuilt from
 * its change row alone. Both create paths log the whole item as new values (`loggable`,
 * `BulkInsert`'s `createdChanges`), so nothing of the creation is lost: this lets what is told of a
 * creation (its platform Event) be answered from the change row instead of stored as a second item
 * (server/items/README.md, "Session 13, next step measured"). Throws on a row that is not a
 * creation's full diff.
 */
export function creationChangeOf(row: CreationRow): ItemChange {
  const { type, index } = parseItemId(row.item_id);
  const changes = JSON.parse(row.changes) as Record<string, FieldChange | undefined>;
  const access = changes.$access?.new;
  const created = changes._c?.new;
  if (!isVisibility(access) || !isCreatedStamp(created)) throw new Error(`${row.item_id}: its change row is not a full creation diff`);
  const fields: ItemFields = {};
  for (const [key, change] of Object.entries(changes)) {
    if (key !== '$access' && key !== '_c' && change?.new !== undefined) fields[key] = change.new;
  }
  return { op: 'create', item: { ...fields, $id: row.item_id, _t: type, _i: index, _u: 1, _c: created, $access: access }, by: row.actor };
}

function isCreatedStamp(value: unknown): value is CreatedStamp {
  if (typeof value !== 'object' || value === null) return false;
  const { ts, by } = value as Record<string, unknown>;
  return typeof ts === 'string' && typeof by === 'string';
}

function isVisibility(value: unknown): value is Visibility {
  return (VISIBILITY_LEVELS as readonly unknown[]).includes(value);
}
