import type { Api } from '../net/apiContract';
import type { CachedItem } from '../net/itemCache';
import { asCachedItem } from '../net/itemCache';
import { itemCache } from '../net/items';

/** Versions this client wrote itself ("{id}@{_u}"), so a page can tell its own change from another's. */
const ownWrites = new Set<string>();
const OWN_WRITES_KEPT = 200;

/** True when this client produced that version of the item (no "changed on the server" notice then). */
export function isOwnWrite(id: string, u: number | undefined): boolean {
  return u !== undefined && ownWrites.has(`${id}@${u}`);
}

function rememberOwnWrite(item: CachedItem): void {
  if (item._u === undefined) return;
  ownWrites.add(`${item.$id}@${item._u}`);
  if (ownWrites.size > OWN_WRITES_KEPT) ownWrites.delete(ownWrites.values().next().value ?? '');
}

/**
 * Notes the item a plugin's own write operation answered (act/workflow.publish/{id} replies with the
 * Workflow item it updated): the page showing it then takes the change as this client's own.
 */
export function noteOwnWriteReply(o: string, reply: unknown): void {
  if (!o.startsWith('act/')) return;
  const item = asCachedItem(reply);
  if (item) rememberOwnWrite(item);
}

function itemReply(reply: unknown, o: string): CachedItem {
  const item = asCachedItem(reply);
  if (!item) throw new Error(`${o} answered without an item`);
  rememberOwnWrite(item);
  // The writer sees its own change at once; the push that follows carries the same _u.
  itemCache.applyUpdate(item);
  return item;
}

/** create/{type}: the new item as the server stored it. */
export async function createItem(api: Pick<Api, 'send'>, type: string, fields: Record<string, unknown>): Promise<CachedItem> {
  return itemReply(await api.send(`create/${type}`, fields), `create/${type}`);
}

/** update: the item with the _u it was based on (a stale _u is refused with staleUpdate). */
export async function updateItem(api: Pick<Api, 'send'>, item: Record<string, unknown> & { $id: string }): Promise<CachedItem> {
  return itemReply(await api.send('update', item), 'update');
}

/**
 * delete/{id} with the _u the deletion is based on. The server's item store can delete, but no
 * operation exposes it yet (see the views helper's report); callers show the refusal.
 */
export async function deleteItem(api: Pick<Api, 'send'>, id: string, u: number | undefined): Promise<void> {
  await api.send(`delete/${id}`, { _u: u });
}
