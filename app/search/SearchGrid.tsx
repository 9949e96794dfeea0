import { AllCommunityModule, colorSchemeVariable, ModuleRegistry, themeQuartz, type ColDef, type ICellRendererParams } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useMemo } from 'react';
import type { FieldSchema, SortKey } from '../../engine/declarations/bundle';
import type { SearchHeader } from '../../engine/derive/searchModel';
import { CellView } from '../../engine/react/cells/cellRenderers';
import { useTranslate } from '../../engine/react/i18n/useTranslate';
import { useEngine } from '../../engine/react/services/EngineContext';
import { labelsOf, valueAtPath } from '../../engine/react/views/itemRecord';
import type { CachedItem } from '../net/itemCache';

// This module is loaded lazily (LazySearchGrid): ag-grid stays out of the first bundle.
ModuleRegistry.registerModules([AllCommunityModule]);

const gridTheme = themeQuartz.withPart(colorSchemeVariable);

export interface SearchGridProps {
  headers: readonly SearchHeader[];
  rows: readonly CachedItem[];
  schemaOf: (field: string) => FieldSchema | undefined;
  /** Labels of the search reply, for reference cells. */
  labels?: Readonly<Record<string, string>>;
  sort: readonly SortKey[];
  onSortChange: (sort: SortKey[]) => void;
  onOpen: (id: string) => void;
  /** Id of the item open in the next column: its row is marked. */
  openId?: string;
  dark: boolean;
}

interface CellParams {
  header: SearchHeader;
  schema?: FieldSchema;
  labels?: Readonly<Record<string, string>>;
}

function TypeName({ type }: { type: string }) {
  const t = useTranslate();
  const { registry } = useEngine();
  return <>{t(registry.types.get(type)?.declaration.label ?? type)}</>;
}

/** One grid cell: the header's cell renderer on the row item's value. */
function GridCell(props: ICellRendererParams<CachedItem> & CellParams) {
  const item = props.data;
  if (!item) return null;
  const value = valueAtPath(item, props.header.field);
  if (props.header.field === '_t' && typeof value === 'string') return <TypeName type={value} />;
  const labels = { ...props.labels, ...labelsOf(item) };
  return <CellView cell={props.header.cell} value={value} labels={labels} {...(props.schema ? { schema: props.schema } : {})} />;
}

/**
 * The result grid of a search cell (ag-grid): one column per search header with its cell renderer.
 * The server sorts: clicking a sortable header asks for a new search, the grid keeps server order.
 */
export function SearchGrid({ headers, rows, schemaOf, labels, sort, onSortChange, onOpen, openId, dark }: SearchGridProps) {
  const t = useTranslate();
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
          comparator: () => 0,
          cellRenderer: GridCell,
          cellRendererParams: params,
          valueGetter: (p) => (p.data ? valueAtPath(p.data, header.field) : undefined),
          ...(header.width ? { width: header.width } : { flex: 1, minWidth: 120 }),
        };
      }),
    [headers, sort, schemaOf, labels, t],
  );
  return (
    <div className="vgn-search-grid" data-ag-theme-mode={dark ? 'dark' : 'light'}>
      <AgGridReact<CachedItem>
        theme={gridTheme}
        rowData={[...rows]}
        columnDefs={columnDefs}
        getRowId={(p) => p.data.$id}
        domLayout="autoHeight"
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
