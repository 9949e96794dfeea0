import { parseRecentItems, recentItemsKey, withoutItem, withVisit, type RecentItem } from './recentItems';

type Listener = () => void;
const listeners = new Set<Listener>();
/** One snapshot per user until the list changes (useSyncExternalStore needs stable snapshots). */
const snapshots = new Map<string, readonly RecentItem[]>();

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Storage can be refused (privacy settings): the list then simply stays empty.
    return undefined;
  }
}

function changed(): void {
  snapshots.clear();
  for (const listener of listeners) listener();
}

/** A user's recent items, newest first. */
export function recentItemsOf(userId: string): readonly RecentItem[] {
  let snapshot = snapshots.get(userId);
  if (snapshot === undefined) {
    snapshot = parseRecentItems(storage()?.getItem(recentItemsKey(userId)) ?? null);
    snapshots.set(userId, snapshot);
  }
  return snapshot;
}

function write(userId: string, list: readonly RecentItem[]): void {
  try {
    storage()?.setItem(recentItemsKey(userId), JSON.stringify(list));
  } catch {
    // A full or refused storage keeps the previous list; recent items are a convenience only.
  }
  changed();
}

/** Notes that the user opened an item now. */
export function recordRecentItem(userId: string, id: string, at: Date): void {
  const list = recentItemsOf(userId);
  if (list[0]?.id === id) return;
  write(userId, withVisit(list, id, at.toISOString()));
}

/** Drops an item the user can no longer open. */
export function forgetRecentItem(userId: string, id: string): void {
  write(userId, withoutItem(recentItemsOf(userId), id));
}

/** Calls the listener whenever a list changes, here or in another tab of this browser. */
export function subscribeRecentItems(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith('vgn.recentItems.') === true) changed();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
