import { useSyncExternalStore } from 'react';

type Listener = () => void;

const EMPTY: readonly string[] = [];

/**
 * The result ids each open search cell shows, by cell key, so that an item opened from it can move
 * to the previous and next result (platform spec §2 "Item toolbar controls").
 */
class SearchResultsStore {
  private readonly results = new Map<string, readonly string[]>();
  private readonly listeners = new Set<Listener>();

  get(cellKey: string): readonly string[] {
    return this.results.get(cellKey) ?? EMPTY;
  }

  set(cellKey: string, ids: readonly string[]): void {
    const current = this.results.get(cellKey);
    if (current && current.length === ids.length && current.every((id, i) => id === ids[i])) return;
    this.results.set(cellKey, [...ids]);
    this.emit();
  }

  clear(cellKey: string): void {
    if (this.results.delete(cellKey)) this.emit();
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private emit(): void {
    for (const listener of [...this.listeners]) listener();
  }
}

export const searchResults = new SearchResultsStore();

/** The result ids of a search cell (empty when it is no search cell or not loaded). */
export function useSearchResults(cellKey: string | undefined): readonly string[] {
  return useSyncExternalStore(searchResults.subscribe, () => (cellKey ? searchResults.get(cellKey) : EMPTY));
}
