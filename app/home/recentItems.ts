import type { RouteColumn } from '../routing/routeTypes';

/**
 * The items a user recently opened or edited, newest first, kept per user in this browser
 * (localStorage). Kept on the client on purpose: opening an item writes nothing on the server, the
 * list costs no query, and it is private to the person and device (the server-side history of what
 * a user changed is the timeline, /timeline).
 */
export interface RecentItem {
  id: string;
  /** When it was last opened (ISO time). */
  at: string;
}

/** How many recent items are kept (the home card shows the first few). */
export const RECENT_ITEMS_MAX = 12;

/** The storage key of a user's list: one list per user on a shared browser. */
export function recentItemsKey(userId: string): string {
  return `vgn.recentItems.${userId}`;
}

/** The list after visiting `id`: it moves to the front (once), the oldest fall off beyond `max`. */
export function withVisit(list: readonly RecentItem[], id: string, at: string, max: number = RECENT_ITEMS_MAX): RecentItem[] {
  return [{ id, at }, ...list.filter((entry) => entry.id !== id)].slice(0, max);
}

/** The list without an item (deleted, or no longer readable). */
export function withoutItem(list: readonly RecentItem[], id: string): RecentItem[] {
  return list.filter((entry) => entry.id !== id);
}

/** A stored list read defensively: anything that is not a list of {id, at} strings is dropped. */
export function parseRecentItems(raw: string | null): RecentItem[] {
  if (raw === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry): RecentItem[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { id, at } = entry as Record<string, unknown>;
    return typeof id === 'string' && typeof at === 'string' ? [{ id, at }] : [];
  });
}

/**
 * The item a column shows, when it counts as opening one: an existing item's page in any context
 * (view, edit, timeline); never a create cell (its item does not exist yet).
 */
export function visitedItemOf(column: RouteColumn): string | undefined {
  if (column.kind !== 'item') return undefined;
  const { item } = column;
  if (item.createMarker !== undefined || item.index <= 0) return undefined;
  return item.id;
}
