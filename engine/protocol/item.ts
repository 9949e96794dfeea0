import type { Visibility } from '../declarations/systemFields';

/** Creation stamp of an item: when and by whom (a User id, or "vgn-0" for the platform). */
export interface CreatedStamp {
  ts: string;
  by: string;
}

/** An item as clients receive it: system fields plus the declared fields of its type. */
export interface ItemJson {
  $id: string;
  _t: string;
  _i: number;
  _u: number;
  _c: CreatedStamp;
  $access: Visibility;
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
}
