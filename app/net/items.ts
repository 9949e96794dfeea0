import { onSessionReset } from '../session/sessionReset';
import { api, isSocketReady, onSocketReady } from './api';
import { ItemCache, type CachedItem, type ItemListener } from './itemCache';

/** The client's item cache: one per page, cleared on session reset, watches re-sent on reconnect. */
export const itemCache = new ItemCache({ api, canWatch: isSocketReady, log: console });

onSessionReset(() => itemCache.clear());
onSocketReady(() => itemCache.resendWatches());

/** Calls listener with the item and on every update; addWatch/removeWatch are counted per id. */
export function watchItem(id: string, listener: ItemListener): () => void {
  return itemCache.watchItem(id, listener);
}

/** The cached item or read/{id}. */
export function readItem(id: string, options?: { refresh?: boolean }): Promise<CachedItem> {
  return itemCache.readItem(id, options);
}
