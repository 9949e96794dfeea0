import { useEffect, useMemo } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import type { RouteColumn } from '../routing/routeTypes';
import { CellPlaceContext } from '../routing/RouteStateContext';
import { CellBody } from './CellBody';
import { cellChromeStore } from './cellChromeStore';
import { CellToolbar } from './CellToolbar';
import { useCellActivation } from './useCellActivation';
import { useCellChromeOf } from './useCellChrome';

export interface CellProps {
  column: RouteColumn;
  focused: boolean;
  style?: CSSProperties;
  leading: 'back' | 'close' | 'none';
  onLeading: () => void;
  expandable: boolean;
  expanded: boolean;
  onToggleExpand: () => void;
  /** Makes this the focused column: called after a press's click, or on keyboard focus. */
  onActivate: () => void;
  fallbackTitle: string;
  /** Rendered above the toolbar of the focused cell (the breadcrumbs). */
  above?: ReactNode;
}

/**
 * One cell: toolbar from the chrome its view set (title, icon, controls ...) and the view itself.
 * The layout keeps hidden cells mounted, so switching columns on a small screen keeps unsaved input and gates.
 */
export function Cell(props: CellProps) {
  const { column, focused } = props;
  const chrome = useCellChromeOf(column.key);
  const place = useMemo(() => ({ cellKey: column.key, ci: column.ci }), [column.key, column.ci]);
  useEffect(() => () => cellChromeStore.clear(column.key), [column.key]);
  const activation = useCellActivation(props.onActivate);

  const className = ['vgn-cell', focused ? 'vgn-cell-focused' : '', chrome?.bodyClass ?? ''].filter(Boolean).join(' ');
  return (
    <section className={className} style={props.style} {...activation} data-cell={column.key}>
      {props.above}
      {chrome?.hideToolbar !== true && (
        <CellToolbar
          title={chrome?.title ?? props.fallbackTitle}
          leading={props.leading}
          onLeading={props.onLeading}
          {...(chrome?.icon !== undefined && { icon: chrome.icon })}
          {...(props.expandable && { expanded: props.expanded, onToggleExpand: props.onToggleExpand })}
          {...(chrome?.controls !== undefined && { controls: chrome.controls })}
          {...(chrome?.menuItems !== undefined && { menuItems: chrome.menuItems })}
          {...(chrome?.actionBtn !== undefined && { actionBtn: chrome.actionBtn })}
          {...(chrome?.dirtyState !== undefined && { dirtyState: chrome.dirtyState })}
        />
      )}
      <div className="vgn-cell-body">
        <CellPlaceContext.Provider value={place}>
          <CellBody column={column} focused={focused} />
        </CellPlaceContext.Provider>
        {/* Platform spec §2: 40vh of space below a cell's content. */}
        <div className="vgn-cell-spacer" aria-hidden />
      </div>
    </section>
  );
}
