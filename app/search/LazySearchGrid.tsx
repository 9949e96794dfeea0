import { Spinner } from '@blueprintjs/core';
import { lazy, Suspense } from 'react';
import type { SearchGrid, SearchGridProps } from './SearchGrid';

interface GridModule {
  SearchGrid: typeof SearchGrid;
}

let gridModule: Promise<GridModule> | undefined;

/** Starts fetching the grid (ag-grid) without waiting for a search to answer; one fetch whatever the callers. */
export function preloadSearchGrid(): Promise<GridModule> {
  gridModule ??= import('./SearchGrid').catch((error: unknown) => {
    gridModule = undefined; // a later cell tries again
    throw error;
  });
  return gridModule;
}

// ag-grid loads with the first search cell, not with the page.
const SearchGridModule = lazy(() => preloadSearchGrid().then((module) => ({ default: module.SearchGrid })));

export function LazySearchGrid(props: SearchGridProps) {
  return (
    <Suspense fallback={<Spinner size={24} />}>
      <SearchGridModule {...props} />
    </Suspense>
  );
}
