import { useSyncExternalStore } from 'react';
import type { ResultList } from './searchPages';

type Listener = () => void;

/** What an opened item's previous/next controls read of the search cell it was opened from. */
export interface ResultsSnapshot {
  list: ResultList;
  /** Changes whenever positions or the total change, so readers render again. */
  version: number;
}

/**
 * The results each open search cell shows, by cell key, so that an item opened from it can move
 * to the previous and next result (platform spec §2 "Item toolbar controls"), across pages the
 * grid has not loaded yet.
 */
class SearchResultsStore {
  private readonly results = new Map<string, ResultsSnapshot>();
  private readonly listeners = new Set<Listener>();

  get(cellKey: string): ResultsSnapshot | undefined {
    return this.results.get(cellKey);
  }

  /** Sets (or marks as changed) the results of a cell. */
  set(cellKey: string, list: ResultList): void {
    const version = (this.results.get(cellKey)?.version ?? 0) + 1;
    this.results.set(cellKey, { list, version });
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

/** The results of a search cell (undefined when it is no search cell or not loaded). */
export function useSearchResults(cellKey: string | undefined): ResultsSnapshot | undefined {
  return useSyncExternalStore(searchResults.subscribe, () => (cellKey ? searchResults.get(cellKey) : undefined));
}
