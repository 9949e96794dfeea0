import { Spinner } from '@blueprintjs/core';
import { lazy, Suspense } from 'react';
import type { SearchGridProps } from './SearchGrid';

// ag-grid loads with the first search cell, not with the page.
const SearchGridModule = lazy(() => import('./SearchGrid').then((module) => ({ default: module.SearchGrid })));

export function LazySearchGrid(props: SearchGridProps) {
  return (
    <Suspense fallback={<Spinner size={24} />}>
      <SearchGridModule {...props} />
    </Suspense>
  );
}
