import type { ColumnSpec, RouteColumn } from './routeTypes';
import { HOME_VIEW, VIEW_KEY_PREFIX } from './routeTypes';

function segmentOf(key: string): string {
  const raw = key.startsWith(VIEW_KEY_PREFIX) ? key.slice(VIEW_KEY_PREFIX.length) : key;
  // View names of route-only views may hold a slash (docs/intro): keep it as a path separator.
  return raw.split('/').map(encodeURIComponent).join('/');
}

/**
 * The address of a list of columns, the inverse of parseRoute: segments joined by "/", the
 * column parameters as c0, c1 ... A lone home view is "/", never "/home".
 */
export function buildLocation(columns: readonly ColumnSpec[]): string {
  const query = new URLSearchParams();
  columns.forEach((column, ci) => {
    if (column.routeParam !== undefined) query.set(`c${ci}`, column.routeParam);
  });
  const queryText = query.toString();
  const search = queryText === '' ? '' : `?${queryText}`;
  const onlyHome = columns.length === 1 && columns[0]?.key === `${VIEW_KEY_PREFIX}${HOME_VIEW}`;
  const path = onlyHome ? '' : columns.map((c) => segmentOf(c.key)).join('/');
  return `/${path}${search}`;
}

/** The specs (key and parameter) of parsed columns, ready to be edited and turned back into an address. */
export function columnSpecs(columns: readonly RouteColumn[]): ColumnSpec[] {
  return columns.map((c) => (c.routeParam === undefined ? { key: c.key } : { key: c.key, routeParam: c.routeParam }));
}

/** The address of a view by name, e.g. viewLocation('search', 'oak') = "/search?c0=oak". */
export function viewLocation(name: string, routeParam?: string): string {
  const key = `${VIEW_KEY_PREFIX}${name}`;
  return buildLocation([routeParam === undefined ? { key } : { key, routeParam }]);
}

/** The address of one item page, e.g. itemLocation('Organization-3') = "/i-Organization-3". */
export function itemLocation(id: string, context?: string): string {
  return `/i-${encodeURIComponent(context === undefined ? id : `${id}-${context}`)}`;
}
