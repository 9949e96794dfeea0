import { useMemo } from 'react';
import type { CachedItem } from '../net/itemCache';
import { useLiveSearchRun } from '../search/useLiveSearchRun';
import { LOV_VALUE_TYPE, lovValueSearch, type ListScope } from './listValues';

/** Pause after a pushed LOVValue change before the values are read again. */
const LIVE_REFRESH_MS = 300;

export interface ListItems {
  items: readonly CachedItem[];
  loading: boolean;
  error?: unknown;
  /** Reads the values again (after this screen's own writes). */
  refresh: () => void;
}

/**
 * The LOVValue items of a list scope, kept current: search/ids and readMany/object (the read rule
 * applies), then again whenever a LOVValue of the list changes (a type watch on the list).
 */
export function useListItems(scope: ListScope): ListItems {
  const request = useMemo(() => lovValueSearch(scope), [scope]);
  const types = useMemo(() => [LOV_VALUE_TYPE], []);
  const match = useMemo(() => [{ prop: 'list', kind: 'eq' as const, value: scope.list }], [scope.list]);
  const run = useLiveSearchRun(request, types, match, LIVE_REFRESH_MS);
  return { items: run.rows, loading: run.loading, refresh: run.refresh, ...(run.error === undefined ? {} : { error: run.error }) };
}
