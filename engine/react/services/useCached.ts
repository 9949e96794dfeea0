import { useEffect, useState } from 'react';

export interface CachedState<T> {
  value: T | undefined;
  error: unknown;
}

/**
 * A value from a cache that may need loading: the cached value at once when there is one, else
 * loaded once per key. Loads finishing after the key changed are dropped.
 */
export function useCached<T>(key: string | undefined, peek: () => T | undefined, load: () => Promise<T>): CachedState<T> {
  const [state, setState] = useState<{ key: string | undefined; value: T | undefined; error: unknown }>(() => ({
    key,
    value: key === undefined ? undefined : peek(),
    error: undefined,
  }));
  const current = state.key === key ? state : { key, value: key === undefined ? undefined : peek(), error: undefined };
  const needsLoad = key !== undefined && current.value === undefined && current.error === undefined;

  useEffect(() => {
    if (!needsLoad) return;
    let live = true;
    load().then(
      (value) => live && setState({ key, value, error: undefined }),
      (error: unknown) => live && setState({ key, value: undefined, error }),
    );
    return () => {
      live = false;
    };
    // load and peek belong to the key: a new key, not a new closure, is what triggers a new load.
  }, [key, needsLoad]);

  return { value: current.value, error: current.error };
}
