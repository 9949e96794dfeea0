import { useCallback, useEffect, useRef } from 'react';
import { useSession } from '../session/useSession';
import { useSearchRun, type SearchRun } from './useSearchRun';
import { useTypeWatches } from './useTypeWatches';
import type { SearchFilter, SearchRequest } from './searchProtocol';

/**
 * A short search read whole (useSearchRun) as the signed-in user, run again `pauseMs` after the
 * last pushed change to an item of `types` matching `match` (a burst of pushes runs it once).
 */
export function useLiveSearchRun(request: SearchRequest | undefined, types: readonly string[], match: readonly SearchFilter[], pauseMs: number): SearchRun {
  const run = useSearchRun(request, useSession().user.$id);
  const { refresh } = run;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onPushed = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(refresh, pauseMs);
  }, [refresh, pauseMs]);
  useTypeWatches(types, match, onPushed);
  return run;
}
