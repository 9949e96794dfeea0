import { createContext, useContext } from 'react';
import type { ColumnSpec, ParsedRoute, RouteTable } from './routeTypes';

export interface RouteState {
  route: ParsedRoute;
  /** Key and parameter of every open column, the material links and closes edit. */
  specs: readonly ColumnSpec[];
  table: RouteTable;
}

const EMPTY: RouteState = { route: { columns: [], noColumns: false }, specs: [], table: new Map() };

export const RouteStateContext = createContext<RouteState>(EMPTY);

/** The parsed current address (columns, view, subPath) and the route table it was parsed with. */
export function useRouteState(): RouteState {
  return useContext(RouteStateContext);
}

/** Which cell a component renders in: links inside it open next to it. -1 outside any cell. */
export interface CellPlace {
  cellKey: string;
  ci: number;
}

export const CellPlaceContext = createContext<CellPlace>({ cellKey: '', ci: -1 });

export function useCellPlace(): CellPlace {
  return useContext(CellPlaceContext);
}
