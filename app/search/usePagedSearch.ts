import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { labelCache } from '../data/caches';
import { inIdOrder, parseItemList } from '../data/itemReads';
import { api } from '../net/api';
import { ApiError } from '../net/apiContract';
import type { CachedItem } from '../net/itemCache';
import { SearchPages, type PageFetcher } from './searchPages';
import { asSearchReply, type SearchReply, type SearchRequest } from './searchProtocol';
import { SEARCH_DELAY_MS } from './useSearchRun';
import { isQuiet } from './useSearchRun';

export interface PagedSearchRun {
  /** The search paged from the server, once its first page arrived (the grid reads further pages from it). */
  pages?: SearchPages;
  /** The reply of the first page: facet counts, labels. */
  reply?: SearchReply;
  /** Hits in the whole result list (kept current by every page the grid fetches). */
  total: number;
  /** Hits whose page was loaded so far. */
  loaded: number;
  loading: boolean;
  error?: unknown;
  /** Runs the same search again without clearing what is shown (live updates). */
  refresh: () => void;
  /** A pushed version of a shown row (or its deletion) replaces it at once. */
  updateRow: (item: CachedItem) => void;
}


/**
 * One page in one round trip: search/ids with `withRows` answers the hits' items too (as
 * readMany/object would); labels in the reply seed the label cache.
 */
export const fetchSearchPage: PageFetcher = async (request, withItems) => {
  const reply = asSearchReply(await api.send('search/ids', withItems ? { ...request, withRows: true } : request));
  if (!reply) throw new ApiError('emptyResponse', 'search/ids answered without ids');
  labelCache.seed(reply.labels);
  const rows = !withItems || reply.ids.length === 0 ? [] : inIdOrder(parseItemList(reply.rows ?? []), reply.ids);
  labelCache.seedFromItems(rows);
  return { reply, rows };
};

const NO_CHANGE = (): (() => void) => () => undefined;

/** The request a run key names (`{reader}|{request as JSON}`). */
function requestOf(key: string): SearchRequest {
  return JSON.parse(key.slice(key.indexOf('|') + 1)) as SearchRequest;
}

/**
 * The search of a search cell's grid (useSearchRun reads short lists whole: related lists, list
 * values). Runs a search (after the user-input delay when it changes) as pages from the server: the first
 * page here (facets, total, whether anything matched), the rest when the grid scrolls to them.
 * What is shown stays until the new search's first page arrives. A new `reader` (the signed-in
 * user's id) runs it again.
 */
export function usePagedSearch(request: SearchRequest | undefined, reader?: string): PagedSearchRun {
  // The reader is part of the key: hits depend on who asks (read rights, actor filters).
  const key = request === undefined ? undefined : `${reader ?? ''}|${JSON.stringify(request)}`;
  const [state, setState] = useState<{ pages?: SearchPages; reply?: SearchReply; loading: boolean; error?: unknown }>({ loading: request !== undefined });
  const first = useRef(true);
  const pages = state.pages;
  // The cell's first search leaves while the cell renders, not after the whole shell has committed,
  // laid out and painted (passive effects run last): on a cold deep link that is the longest wait
  // before any row. The effect below takes these pages over.
  const early = useRef<{ key: string; pages: SearchPages } | undefined>(undefined);
  if (first.current && key !== undefined && early.current?.key !== key) {
    const started = new SearchPages(requestOf(key), fetchSearchPage);
    started.firstPage().catch(() => undefined); // the effect reports its failure
    early.current = { key, pages: started };
  }

  useEffect(() => {
    if (key === undefined) return;
    let live = true;
    const run = async () => {
      setState((s) => ({ ...s, loading: true }));
      const next = early.current?.key === key ? early.current.pages : new SearchPages(requestOf(key), fetchSearchPage);
      early.current = undefined;
      try {
        const page = await next.firstPage();
        if (live) setState({ pages: next, reply: page.reply, loading: false });
      } catch (error) {
        if (live) setState(isQuiet(error) ? { loading: false } : { loading: false, error });
      }
    };
    const delay = first.current ? 0 : SEARCH_DELAY_MS;
    first.current = false;
    const timer = setTimeout(() => void run(), delay);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key]);

  // Total and loaded count follow every page the grid fetches.
  const subscribe = useCallback((listener: () => void) => (pages ? pages.onChange(listener) : NO_CHANGE()), [pages]);
  const counts = useSyncExternalStore(subscribe, () => (pages ? `${pages.total}|${pages.loaded}` : '0|0'));
  const [total = 0, loaded = 0] = counts.split('|').map(Number);

  const refresh = useCallback(() => {
    if (!pages) return;
    pages.reload().then(
      (page) => setState((s) => (s.pages === pages ? { ...s, reply: page.reply } : s)),
      (error: unknown) => setState((s) => (s.pages === pages ? { ...s, error } : s)),
    );
  }, [pages]);
  const updateRow = useCallback((item: CachedItem) => pages?.push(item), [pages]);

  return { ...state, total, loaded, refresh, updateRow };
}
