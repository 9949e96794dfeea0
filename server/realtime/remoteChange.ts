import type { SqlClient, SqlStatement } from '../db/sqlClient';
import { parseItemId } from '../../engine/ids';
import type { ItemChange, ItemJson } from '../../engine/protocol/item';
import type { RemoteItemChange } from '../cluster/clusterNode';
import type { FieldChange } from '../items/changeLog';
import type { ItemStore } from '../items/itemStore';

/**
 * Another node's item change as the ItemChange a store listener hears (without `previous`, `by`
 * empty): the stored item for a create or update (undefined when it has moved on: its newer row
 * follows), and for a delete the item as it was, rebuilt from the delete's timeline entry (which
 * keeps the old value of every field, `$access` and `_c`).
 */
export class RemoteChanges {
  private readonly deleted: SqlStatement<[string, number], string>;

  constructor(
    db: SqlClient,
    private readonly store: ItemStore,
  ) {
    this.deleted = db.prepare<[string, number], string>("SELECT changes FROM item_changes WHERE item_id = ? AND u = ? AND op = 'delete'").pluck();
  }

  asItemChange(change: RemoteItemChange): ItemChange | undefined {
    if (change.op !== 'delete') {
      const item = this.store.get(change.id);
      return item?._u === change.u ? { op: change.op, item, by: '' } : undefined;
    }
    const logged = this.deleted.get(change.id, change.u);
    if (logged === undefined) return undefined;
    const { type, index } = parseItemId(change.id);
    const old = Object.fromEntries(Object.entries(JSON.parse(logged) as Record<string, FieldChange>).map(([field, values]) => [field, values.old]));
    const item = { ...old, $id: change.id, _t: type, _i: index, _u: change.u - 1 } as ItemJson;
    return { op: 'delete', item, by: '' };
  }
}
