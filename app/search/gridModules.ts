import {
  ColumnApiModule,
  InfiniteRowModelModule,
  RowApiModule,
  RowStyleModule,
  ScrollApiModule,
  ValidationModule,
  type Module,
} from 'ag-grid-community';

/**
 * The ag-grid features the result grids use, rather than AllCommunityModule (filters, editors,
 * export, pagination … that no grid here shows): the grid chunk is what /my-contacts waits for.
 * Server pages (infinite row model), rowClassRules and the API calls of SearchGrid
 * (getRowNode, ensureIndexVisible, getColumnState); sorting, flex, resize, move, keyboard and touch
 * are in the core.
 */
export const SEARCH_GRID_MODULES: readonly Module[] = [
  InfiniteRowModelModule,
  RowStyleModule,
  RowApiModule,
  ScrollApiModule,
  ColumnApiModule,
  // Development builds name a feature used without its module; production leaves the checks out.
  ...(import.meta.env.DEV ? [ValidationModule] : []),
];
