import { ModuleRegistry, type ColDef, type GridApi, type ICellRendererParams } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useEffect, useMemo, useState } from 'react';
import type { FieldSchema, SortKey } from '../../engine/declarations/bundle';
import type { SearchHeader } from '../../engine/derive/searchModel';
import { valueText } from '../../engine/react/cells/cellProps';
import { useTranslate } from '../../engine/react/i18n/useTranslate';
import { valueAtPath } from '../../engine/react/views/itemRecord';
import type { CachedItem } from '../net/itemCache';
import { SEARCH_GRID_MODULES } from './gridModules';
import { gridTheme } from './gridTheme';
import { pageDatasource } from './pageDatasource';
import { ResultCell } from './ResultCell';
import type { SearchPages } from './searchPages';
import './searchGrid.css';

// This module is loaded lazily (LazySearchGrid): ag-grid stays out of the first bundle.
ModuleRegistry.registerModules([...SEARCH_GRID_MODULES]);

/** Server pages the grid keeps (100 rows each): the rest is fetched again when scrolled back to. */
const MAX_PAGES_KEPT = 10;

export interface SearchGridProps {
  headers: readonly SearchHeader[];
  /** The search, paged from the server. */
  pages: SearchPages;
  schemaOf: (field: string) => FieldSchema | undefined;
  /** Labels of the search reply, for reference cells. */
  labels?: Readonly<Record<string, string>>;
  sort: readonly SortKey[];
  onSortChange: (sort: SortKey[]) => void;
  onOpen: (id: string) => void;
  /** Id of the item open in the next column: its row is marked. */
  openId?: string;
  dark: boolean;
  /** Called once, after the grid first painted rows (the plain first rows above it may go). */
  onRowsShown?: () => void;
}

interface CellParams {
  header: SearchHeader;
  schema?: FieldSchema;
  labels?: Readonly<Record<string, string>>;
}

/** A text column without translated values (enums) shows its value as it is: the same text TextCell shows. */
function isPlainText(header: SearchHeader, schema: FieldSchema | undefined): boolean {
  return header.cell === 'text' && header.field !== '_t' && schema?.enum === undefined;
}

/** One grid cell: the header's cell renderer on the row item's value. */
function GridCell(props: ICellRendererParams<CachedItem> & CellParams) {
  const item = props.data;
  if (!item) return null;
  return <ResultCell header={props.header} item={item} {...(props.schema ? { schema: props.schema } : {})} {...(props.labels ? { labels: props.labels } : {})} />;
}


/** Dates and times are never cut ("26-Nov-202…"): "26-Nov-2026 16:30" needs about 150 px with the cell padding. */
const DATE_MIN_WIDTHS: Readonly<Record<string, number>> = { 'date-time': 160, date: 120 };

function minColumnWidth(cell: string): number {
  return DATE_MIN_WIDTHS[cell] ?? 120;
}

/**
 * The result grid of a search cell (ag-grid): one column per search header with its cell renderer.
 * It fills the height the cell gives it and renders only the rows in view (row virtualization).
 *
 * Rows come through ag-grid's Infinite Row Model, one cache block per server page (offset/max of
 * search/ids), rather than the client row model with pages appended on scroll: the scrollbar spans
 * every hit from the first page on (the total is known), a jump to row 90,000 fetches only the
 * pages in view, and the grid keeps at most MAX_PAGES_KEPT pages, so neither the DOM nor the
 * memory nor the work per page grows with the list. What the client model gave for free is kept:
 * the server sorts (a header click runs a new search, whose datasource replaces this one), a
 * pushed item replaces its row at once and the search's reload refreshes the loaded pages, the
 * open row is marked by rowClassRules and scrolled into view when previous/next moves it, and
 * previous/next reads positions from the pages (SearchPages), asking the server past loaded ones.
 */
export function SearchGrid({ headers, pages, schemaOf, labels, sort, onSortChange, onOpen, openId, dark, onRowsShown }: SearchGridProps) {
  const t = useTranslate();
  const [api, setApi] = useState<GridApi<CachedItem> | undefined>(undefined);
  const datasource = useMemo(() => pageDatasource(pages), [pages]);

  useEffect(() => {
    if (!api) return;
    const offPush = pages.onPush((item) => {
      const node = api.getRowNode(item.$id);
      // A deleted or no longer matching row goes with the reload that follows the push.
      if (node && item.$deleted !== true && item.$noMatch !== true) node.setData(item);
    });
    const offReload = pages.onReload(() => api.refreshInfiniteCache());
    return () => {
      offPush();
      offReload();
    };
  }, [api, pages]);

  // Previous/next in the opened item moves the mark: its row scrolls into view (loading its page).
  useEffect(() => {
    const index = openId === undefined ? -1 : pages.indexOf(openId);
    if (api && index >= 0) api.ensureIndexVisible(index);
  }, [api, pages, openId]);

  const columnDefs = useMemo(
    (): ColDef<CachedItem>[] =>
      headers.map((header) => {
        const direction = sort.find((s) => s.field === header.field)?.order ?? null;
        const schema = schemaOf(header.field);
        const params: CellParams = { header, ...(schema ? { schema } : {}), ...(labels ? { labels } : {}) };
        return {
          colId: header.field,
          headerName: t(header.label),
          sortable: header.sortable,
          sort: direction,
          // Plain text needs no React renderer: ag-grid writes it itself, one React portal less per
          // cell (mounting those portals is most of the grid's first build).
          ...(isPlainText(header, schema) ? { valueFormatter: (p: { value: unknown }) => valueText(p.value) } : { cellRenderer: GridCell, cellRendererParams: params }),
          valueGetter: (p) => (p.data ? valueAtPath(p.data, header.field) : undefined),
          ...(header.width ? { width: header.width } : { flex: 1, minWidth: minColumnWidth(header.cell) }),
        };
      }),
    [headers, sort, schemaOf, labels, t],
  );
  return (
    <div className="vgn-search-grid ag-theme-mode" data-ag-theme-mode={dark ? 'dark' : 'light'} data-testid="search-grid">
      <AgGridReact<CachedItem>
        theme={gridTheme}
        rowModelType="infinite"
        datasource={datasource}
        cacheBlockSize={pages.pageSize}
        maxBlocksInCache={MAX_PAGES_KEPT}
        infiniteInitialRowCount={pages.total}
        onGridReady={(event) => setApi(event.api)}
        {...(onRowsShown ? { onFirstDataRendered: onRowsShown } : {})}
        columnDefs={columnDefs}
        getRowId={(p) => p.data.$id}
        suppressCellFocus
        suppressNoRowsOverlay
        rowClassRules={{ 'vgn-row-open': (p) => p.data?.$id === openId }}
        onRowClicked={(event) => {
          // A link in a cell (an e-mail address, a related item) does its own thing, not open the row.
          const target = event.event?.target;
          if (target instanceof Element && target.closest('a') !== null) return;
          if (event.data) onOpen(event.data.$id);
        }}
        onSortChanged={(event) => {
          const sorted = event.api
            .getColumnState()
            .filter((c) => c.sort === 'asc' || c.sort === 'desc')
            .sort((a, b) => (a.sortIndex ?? 0) - (b.sortIndex ?? 0))
            .map((c): SortKey => ({ field: c.colId, order: c.sort === 'asc' ? 'asc' : 'desc' }));
          onSortChange(sorted);
        }}
      />
    </div>
  );
}
