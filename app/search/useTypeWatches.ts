import { useEffect, useState } from 'react';
import { api, isSocketReady, onSocketReady } from '../net/api';
import { asCachedItem, type CachedItem } from '../net/itemCache';
import type { SearchFilter } from './searchProtocol';

/** The handle addWatch/{type}-0 answers ({ count }), which removeWatch/{type}-0/{count} takes back. */
export function watchHandle(reply: unknown): number | undefined {
  if (typeof reply !== 'object' || reply === null || !('count' in reply)) return undefined;
  return typeof reply.count === 'number' ? reply.count : undefined;
}

/** The address of a type watch and of its removal. */
export function typeWatchOps(type: string): { add: string; remove: (handle: number) => string } {
  return { add: `addWatch/${type}-0`, remove: (handle) => `removeWatch/${type}-0/${handle}` };
}

/**
 * Live updates of a search: one type watch per searched type with the search's filters as match
 * (addWatch/{type}-0), removed again when the search changes or closes. Every pushed item of those
 * types reaches `onItem`. Watches live per socket: they are placed again after a reconnect.
 */
export function useTypeWatches(types: readonly string[], match: readonly SearchFilter[], onItem: (item: CachedItem) => void): void {
  const [connection, setConnection] = useState(0);
  const key = JSON.stringify({ types, match });
  useEffect(() => onSocketReady(() => setConnection((n) => n + 1)), []);

  useEffect(() => {
    const { types: watched, match: filters } = JSON.parse(key) as { types: string[]; match: SearchFilter[] };
    if (watched.length === 0) return;
    const off = api.onPush('item/update', (body) => {
      const item = asCachedItem(body);
      if (item && typeof item._t === 'string' && watched.includes(item._t)) onItem(item);
    });
    if (!isSocketReady()) return off;
    let live = true;
    const handles: { type: string; handle: number }[] = [];
    for (const type of watched) {
      const ops = typeWatchOps(type);
      api.send(ops.add, filters).then(
        (reply) => {
          const handle = watchHandle(reply);
          if (handle === undefined) return;
          if (live) handles.push({ type, handle });
          else void api.send(ops.remove(handle)).catch(() => undefined);
        },
        (error: unknown) => console.warn(`${ops.add} failed.`, error),
      );
    }
    return () => {
      live = false;
      off();
      for (const { type, handle } of handles) void api.send(typeWatchOps(type).remove(handle)).catch(() => undefined);
    };
  }, [key, connection, onItem]);
}
