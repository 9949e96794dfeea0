import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { inIdOrder, parseItemList } from '../data/itemReads';
import { api } from '../net/api';
import type { CachedItem } from '../net/itemCache';
import { savedSearchName, SAVED_SEARCH_TYPE, type SavedSearchFields } from './savedSearch';
import { ownSavedSearchesRequest } from './savedSearchQuery';
import { asSearchReply } from './searchProtocol';
import { useTypeWatches } from './useTypeWatches';

/** One of the user's saved searches as menus and cards list it. */
export interface SavedSearchEntry {
  id: string;
  /** The name in the current language. */
  name: string;
}

export interface OwnSavedSearches {
  /** Undefined while the first answer is on its way. */
  entries: readonly SavedSearchEntry[] | undefined;
  failure: unknown;
}

const WATCHED_TYPES = [SAVED_SEARCH_TYPE];
const NO_FILTERS: never[] = [];

function entryOf(item: CachedItem, locale: string): SavedSearchEntry {
  const fields = item as Partial<SavedSearchFields>;
  const name = typeof fields.name === 'string' ? fields.name : '';
  return { id: item.$id, name: savedSearchName({ name, ...(fields.nameT ? { nameT: fields.nameT } : {}) }, locale) };
}

/**
 * The signed-in user's own saved searches, by name, kept live: a type watch on SavedSearch reloads
 * the list when one is saved, renamed or deleted (in this tab or another).
 */
export function useOwnSavedSearches(enabled: boolean): OwnSavedSearches {
  const { locale } = useIntl();
  const [items, setItems] = useState<CachedItem[] | undefined>(undefined);
  const [failure, setFailure] = useState<unknown>(undefined);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    api
      .send('search/ids', ownSavedSearchesRequest())
      .then(async (reply) => {
        const ids = asSearchReply(reply)?.ids ?? [];
        const found = ids.length === 0 ? [] : inIdOrder(parseItemList(await api.send('readMany/object', ids)), ids);
        if (!live) return;
        setItems(found);
        setFailure(undefined);
      })
      .catch((error: unknown) => live && setFailure(error));
    return () => {
      live = false;
    };
  }, [enabled, generation]);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  useTypeWatches(enabled ? WATCHED_TYPES : NO_FILTERS, NO_FILTERS, reload);
  return { entries: items?.map((item) => entryOf(item, locale)), failure };
}
