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

/** Who writes: a signed-in user, or the platform itself (SYSTEM_WRITER). */
export interface Writer {
  userId: string;
  admin: boolean;
}

/** The platform's own writes (notifications, migrations of data): an administrator named vgn-0. */
export const SYSTEM_WRITER: Writer = { userId: 'vgn-0', admin: true };

export type ChangeOp = 'create' | 'update' | 'delete';

/** What listeners (realtime pushes, notifications, plugin hooks) learn after a write committed. */
export interface ItemChange {
  op: ChangeOp;
  item: ItemJson;
  previous?: ItemJson;
  by: string;
  /**
   * A creation told by a deferred createMany's derivation slice on a store that answers such
   * creations' Events from their change rows: the seq of the creation's `item_changes` row. Its
   * Event is then announced under the id that row gives it, not stored (server/items/README.md).
   */
  creationRow?: number;
}
