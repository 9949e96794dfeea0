import { useEffect, useState } from 'react';
import type { CachedItem } from '../../net/itemCache';
import { readItem, watchItem } from '../../net/items';

export interface WatchedItem {
  item?: CachedItem;
  error?: unknown;
}

/**
 * An item kept current: read/{id} first (so a refusal shows as an error), then watched through the
 * item cache so every pushed update arrives. Undefined id: nothing is loaded. A new `reader` (the
 * signed-in user changed) reads again, since rights and $notify belong to the reader.
 */
export function useWatchedItem(id: string | undefined, reader?: string): WatchedItem {
  const [state, setState] = useState<WatchedItem & { id?: string }>({});
  useEffect(() => {
    if (id === undefined) return;
    let live = true;
    let unwatch: (() => void) | undefined;
    setState({ id });
    readItem(id).then(
      () => {
        if (!live) return;
        unwatch = watchItem(id, (item) => live && setState({ id, item }));
      },
      (error: unknown) => live && setState({ id, error }),
    );
    return () => {
      live = false;
      unwatch?.();
    };
  }, [id, reader]);
  return state.id === id ? { ...(state.item ? { item: state.item } : {}), ...(state.error !== undefined ? { error: state.error } : {}) } : {};
}
