import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { RouteColumn } from '../routing/routeTypes';
import type { RecentItem } from './recentItems';
import { visitedItemOf } from './recentItems';
import { recentItemsOf, recordRecentItem, subscribeRecentItems } from './recentItemsStore';

const NONE: readonly RecentItem[] = [];

/** The signed-in user's recent items, live (opening an item beside the home page adds it at once). */
export function useRecentItems(userId: string | undefined): readonly RecentItem[] {
  const snapshot = useCallback(() => (userId === undefined ? NONE : recentItemsOf(userId)), [userId]);
  return useSyncExternalStore(subscribeRecentItems, snapshot, () => NONE);
}

/**
 * Records every item page the signed-in user opens (any column, view or edit) in their recent
 * items. Mounted once by the shell, so no item page needs to know about it.
 */
export function useRecentItemsTracker(columns: readonly RouteColumn[], userId: string | undefined): void {
  const visited = columns.map(visitedItemOf).filter((id): id is string => id !== undefined);
  const key = visited.join('|');
  useEffect(() => {
    if (userId === undefined || key === '') return;
    // The deepest column is the one just opened: recorded last, it comes first.
    for (const id of key.split('|')) recordRecentItem(userId, id, new Date());
  }, [key, userId]);
}
