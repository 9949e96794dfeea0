import type { IDatasource, IGetRowsParams, SortModelItem } from 'ag-grid-community';
import type { SortRequest } from './searchProtocol';
import type { SearchPages } from './searchPages';

/**
 * Whether the grid's sort model is the order the pages were searched in. A header click changes
 * the model before the cell's new search (and its new datasource) exists; the old datasource then
 * leaves those blocks loading instead of filling them in the old order. An empty model (no sortable
 * header sorted, e.g. the default sort is on a field without a column) matches any order.
 */
export function sortModelMatches(model: readonly SortModelItem[], sort: readonly SortRequest[] | undefined): boolean {
  return model.every((item) => (sort ?? []).some((key) => (key.field ?? key.key) === item.colId && key.order === item.sort));
}

/** The ag-grid Infinite Row Model datasource of one paged search: each cache block is one server page. */
export function pageDatasource(pages: SearchPages): IDatasource {
  return {
    getRows(params: IGetRowsParams) {
      if (!sortModelMatches(params.sortModel, pages.request.sort)) return;
      pages.rows(params.startRow, params.endRow).then(
        (rows) => params.successCallback(rows, pages.total),
        (error: unknown) => {
          console.warn('a page of search results failed', error);
          params.failCallback();
        },
      );
    },
  };
}
