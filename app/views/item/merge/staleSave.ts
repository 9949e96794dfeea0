import { ApiError } from '../../../net/apiContract';
import type { CachedItem } from '../../../net/itemCache';
import { itemCache } from '../../../net/items';

/** The server refused a write based on an older _u (server/items/README.md: staleUpdate). */
export function isStaleUpdate(error: unknown): boolean {
  return error instanceof ApiError && error.userMessage === 'staleUpdate';
}

/**
 * The stored version now, read from the server and handed to the item cache, so every view of the
 * item (the page beside the form, lists) shows it too, whether or not its push has arrived yet.
 */
export async function latestStoredVersion(id: string): Promise<CachedItem> {
  const item = await itemCache.readItem(id, { refresh: true });
  itemCache.applyUpdate(item);
  return item;
}
