import type { NavItem } from '../../engine/declarations/bundle';
import type { ParsedCellKey } from '../../engine/ids';

/** Prefix of view cell keys: the view "notifications" is the cell "v-notifications". */
export const VIEW_KEY_PREFIX = 'v-';
/** The view an empty path opens; it shows as "/" rather than "/home". */
export const HOME_VIEW = 'home';
/** The per-item view opened as a child of an item ("i-Organization-3-timeline"). */
export const TIMELINE_CONTEXT = 'timeline';
/** Message id shown for a path segment that is neither a known view nor a valid item cell key. */
export const CELL_KEY_NOT_VALID = 'errors.cellKeyNotValid';

/** What the router needs to know about one view path (core screens and plugin navigation items). */
export interface RouteInfo {
  /** View name as it appears in the URL and in the cell key v-{name}: "notifications", "consult.projects", "docs". */
  name: string;
  /** Rendered without the column layout (and may take the rest of the path as its argument: /docs/{key}). */
  noColumns?: boolean;
  /** Reachable by address only: never listed in menus. */
  routeOnly?: boolean;
  /** Needs a valid token; signed-out visitors go to /sign-in?next=... */
  protected?: boolean;
  /** Administrators only (admin.* views): others get errors.notAllowed in the cell, never the view. */
  admin?: boolean;
  /** Only for visitors without a valid token (register, forgot-password); signed-in users go home. */
  signedOutOnly?: boolean;
  /** May open in a later column too, beside the view it was opened from (a search a view links to). */
  anyColumn?: boolean;
  /** The plugin navigation item that declares the view (absent for the shell's core views). */
  nav?: NavItem;
}

/** Lookup of RouteInfo by view name. */
export type RouteTable = ReadonlyMap<string, RouteInfo>;

interface ColumnBase {
  /** Cell key: v-{name} or i-{type}-{index}[-{context}]. */
  key: string;
  /** Column index, 0-based. */
  ci: number;
  /** Key of the cell in the column before, if any. */
  parentKey?: string;
  /** Query parameter c{ci}, if present. */
  routeParam?: string;
}

export interface ViewColumn extends ColumnBase {
  kind: 'view';
  name: string;
  route: RouteInfo;
}

export interface ItemColumn extends ColumnBase {
  kind: 'item';
  item: ParsedCellKey;
}

/** A segment that is neither a known view nor a valid item cell key; shown as errors.cellKeyNotValid. */
export interface InvalidColumn extends ColumnBase {
  kind: 'invalid';
  segment: string;
  /** Thrown message of the cell key check ("Cell key must start with 'i-'") or undefined for an unknown view. */
  detail?: string;
}

export type RouteColumn = ViewColumn | ItemColumn | InvalidColumn;

export interface ParsedRoute {
  columns: RouteColumn[];
  /** The route of the first column when it is a view (drives access, noColumns and routeOnly). */
  view?: ViewColumn;
  /** True when the first view disables the column layout. */
  noColumns: boolean;
  /** For noColumns views: the rest of the path after the view name ("getting-started" in /docs/getting-started). */
  subPath?: string;
  /** Set when the address is not canonical (e.g. /home) and the browser should be sent here instead. */
  canonical?: string;
}

/** The part of a column that the URL carries: its key and its c{ci} parameter. */
export interface ColumnSpec {
  key: string;
  routeParam?: string;
}
