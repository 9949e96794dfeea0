import { useEffect, useLayoutEffect, useReducer, useRef, useSyncExternalStore } from 'react';
import type { RouteColumn } from '../routing/routeTypes';
import { useColumnNavigation } from '../routing/useColumnNavigation';
import { breadcrumbTrail } from './breadcrumbs';
import { Cell } from './Cell';
import { CellBreadcrumbs } from './CellBreadcrumbs';
import { cellChromeStore } from './cellChromeStore';
import type { CellWidth } from './cellTypes';
import { documentTitle } from './documentTitle';
import { INITIAL_LAYOUT, layoutReducer } from './layoutState';
import { allowsMultiColumns } from './screenSize';
import { useScreenSize } from './useScreenSize';
import { visibleColumns } from './visibleColumns';

export interface ColumnsLayoutProps {
  columns: readonly RouteColumn[];
  /** The user's multiple-columns preference (user.multiColumns). */
  multiColumns: boolean;
  siteName: string;
  /** Title of a cell until its view sets one (nav title, core view title, type label). */
  fallbackTitle: (column: RouteColumn) => string;
  /** Width of a cell until its view sets one (nav view width, type view width). */
  defaultWidth: (column: RouteColumn) => CellWidth;
}

/**
 * The column layout (platform spec §2): columns of cells, the focused one with breadcrumbs above,
 * several side by side on medium screens and up when the user wants it, one at a time otherwise.
 * Runs the layout states INIT -> APPLY_FOCUS -> READY (and ACTIVE_CHANGED when the user moves).
 */
export function ColumnsLayout({ columns, multiColumns, siteName, fallbackTitle, defaultWidth }: ColumnsLayoutProps) {
  const [layout, dispatch] = useReducer(layoutReducer, INITIAL_LAYOUT);
  const navigation = useColumnNavigation();
  const size = useScreenSize();
  const multi = multiColumns && allowsMultiColumns(size);
  const keys = columns.map((c) => c.key);
  const keyList = keys.join('\n');
  useSyncExternalStore(cellChromeStore.subscribe, () => cellChromeStore.version);
  const cellRefs = useRef(new Map<string, HTMLElement>());

  useEffect(() => {
    dispatch({ type: 'COLUMNS', keys: keyList === '' ? [] : keyList.split('\n') });
  }, [keyList]);

  const focusCi = Math.min(layout.focusCi, Math.max(0, columns.length - 1));
  const focused = columns[focusCi];
  const expandedCi = layout.expandedKey === undefined ? undefined : keys.indexOf(layout.expandedKey);
  const widths = columns.map((c) => cellChromeStore.get(c.key)?.width ?? defaultWidth(c));
  const fit = visibleColumns(widths, focusCi, multi, expandedCi !== undefined && expandedCi >= 0 ? expandedCi : undefined);
  const titleOf = (column: RouteColumn) => cellChromeStore.get(column.key)?.title ?? fallbackTitle(column);

  // Bring the focused column into view once the DOM shows it, then settle.
  useLayoutEffect(() => {
    if (layout.phase !== 'APPLY_FOCUS' && layout.phase !== 'ACTIVE_CHANGED') return;
    // A single column is already in view; scrolling to it would force the page's first style and
    // layout pass inside React's commit, one long task with the render instead of its own.
    const element = focused && columns.length > 1 ? cellRefs.current.get(focused.key) : undefined;
    element?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    dispatch({ type: 'FOCUS_APPLIED' });
  }, [layout.phase, focused, columns.length]);

  const focusedTitle = focused ? titleOf(focused) : undefined;
  useEffect(() => {
    document.title = documentTitle(focusedTitle, siteName);
  }, [focusedTitle, siteName]);

  const crumbs = breadcrumbTrail(keys, focusCi, (key) => cellChromeStore.get(key)?.title, (key) => {
    const column = columns.find((c) => c.key === key);
    return column ? fallbackTitle(column) : key;
  });

  return (
    <div className={`vgn-columns ${multi ? 'vgn-columns-multi' : 'vgn-columns-single'}`} data-layout-state={layout.phase}>
      {columns.map((column, ci) => {
        const visible = ci >= fit.first && ci <= fit.last;
        const share = fit.shares[ci - fit.first] ?? 0;
        return (
          <div
            key={`${ci}:${column.key}`}
            className="vgn-column"
            hidden={!visible}
            style={visible ? { flexBasis: `${(share * 100).toFixed(4)}%` } : undefined}
            ref={(element) => {
              if (element) cellRefs.current.set(column.key, element);
              else cellRefs.current.delete(column.key);
            }}
          >
            <Cell
              column={column}
              focused={ci === focusCi}
              leading={ci === 0 ? 'none' : multi ? 'close' : 'back'}
              onLeading={() => void navigation.close(ci)}
              expandable={multi && columns.length > 1}
              expanded={layout.expandedKey === column.key}
              onToggleExpand={() => dispatch({ type: 'TOGGLE_EXPAND', key: column.key })}
              onActivate={() => dispatch({ type: 'ACTIVATE', ci, keys })}
              fallbackTitle={fallbackTitle(column)}
              above={ci === focusCi ? <CellBreadcrumbs crumbs={crumbs} onSelect={(target) => dispatch({ type: 'ACTIVATE', ci: target })} /> : undefined}
            />
          </div>
        );
      })}
    </div>
  );
}
