import { useCallback, useEffect, useRef, useState } from 'react';
import { labelCache } from '../data/caches';
import { inIdOrder, parseItemList } from '../data/itemReads';
import { api } from '../net/api';
import { ApiError } from '../net/apiContract';
import type { CachedItem } from '../net/itemCache';
import { rowsAfterPush } from './pushedRows';
import { asSearchReply, type SearchReply, type SearchRequest } from './searchProtocol';

/** Platform spec §9: user-input delay before a changed search runs. */
export const SEARCH_DELAY_MS = 400;

export interface SearchRun {
  reply?: SearchReply;
  /** The hits' items, in result order. */
  rows: CachedItem[];
  loading: boolean;
  error?: unknown;
  /** Runs the same search again without clearing what is shown (live updates). */
  refresh: () => void;
  /** A pushed version of a shown row (or its deletion) replaces it at once. */
  updateRow: (item: CachedItem) => void;
}

/** spec §8: a search refused as parseRequestFailed is treated quietly (no results, no error box). */
export function isQuiet(error: unknown): boolean {
  return error instanceof ApiError && error.userMessage === 'parseRequestFailed';
}

/**
 * Runs search/ids for a request (after the user-input delay when it changes), then readMany/object
 * for the hits, so a grid gets whole items. Labels in the reply seed the label cache. A new
 * `reader` (the signed-in user's id) runs it again.
 */
export function useSearchRun(request: SearchRequest | undefined, reader?: string): SearchRun {
  // The reader is part of the key: hits depend on who asks (read rights, actor filters).
  const key = request === undefined ? undefined : `${reader ?? ''}|${JSON.stringify(request)}`;
  const [state, setState] = useState<{ reply?: SearchReply; rows: CachedItem[]; loading: boolean; error?: unknown }>({ rows: [], loading: request !== undefined });
  const [generation, setGeneration] = useState(0);
  const first = useRef(true);

  useEffect(() => {
    if (key === undefined) return;
    let live = true;
    const run = async () => {
      setState((s) => ({ ...s, loading: true }));
      try {
        const reply = asSearchReply(await api.send('search/ids', JSON.parse(key.slice(key.indexOf('|') + 1)) as SearchRequest));
        if (!reply) throw new ApiError('emptyResponse', 'search/ids answered without ids');
        labelCache.seed(reply.labels);
        const rows = reply.ids.length === 0 ? [] : inIdOrder(parseItemList(await api.send('readMany/object', reply.ids)), reply.ids);
        labelCache.seedFromItems(rows);
        if (live) setState({ reply, rows, loading: false });
      } catch (error) {
        if (live) setState(isQuiet(error) ? { rows: [], loading: false } : { rows: [], loading: false, error });
      }
    };
    const delay = first.current ? 0 : SEARCH_DELAY_MS;
    first.current = false;
    const timer = setTimeout(() => void run(), delay);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key, generation]);

  const refresh = useCallback(() => setGeneration((n) => n + 1), []);
  const updateRow = useCallback((item: CachedItem) => {
    setState((s) => {
      const rows = rowsAfterPush(s.rows, item);
      return rows === s.rows ? s : { ...s, rows };
    });
  }, []);

  return { ...state, refresh, updateRow };
}
