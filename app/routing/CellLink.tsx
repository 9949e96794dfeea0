import type { MouseEvent, ReactNode } from 'react';
import { buildLocation } from './buildLocation';
import { columnsAfterLink, isBrowserHandledClick, linkModeOf } from './linkTarget';
import type { ColumnSpec } from './routeTypes';
import { useCellPlace, useRouteState } from './RouteStateContext';
import { useColumnNavigation } from './useColumnNavigation';

export interface CellLinkProps {
  /** The cell to open: an item cell key "i-{id}[-{context}]" or a view key "v-{name}", with its parameter. */
  to: ColumnSpec;
  children: ReactNode;
  className?: string;
  title?: string;
}

/**
 * A link that opens a cell next to the cell it is in (plain click) or in its place (Ctrl/Cmd-click).
 * The href is the drill-down address, so "open in new tab" and copying the link work as expected.
 */
export function CellLink({ to, children, className, title }: CellLinkProps) {
  const { specs } = useRouteState();
  const { ci } = useCellPlace();
  const { open } = useColumnNavigation();
  const href = buildLocation(columnsAfterLink(specs, ci, to, 'next'));
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isBrowserHandledClick(event)) return;
    event.preventDefault();
    void open(ci, to, linkModeOf(event));
  };
  return (
    <a href={href} className={className} title={title} onClick={onClick}>
      {children}
    </a>
  );
}

/** A link to an item page (the app's ItemLink for engine services): opens i-{id} next to the current cell. */
export function ItemLink({ id, children, className }: { id: string; children: ReactNode; className?: string }) {
  return (
    <CellLink to={{ key: `i-${id}` }} className={className}>
      {children}
    </CellLink>
  );
}
