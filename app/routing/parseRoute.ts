import { CELL_KEY_PREFIX, formatCellKey, parseCellKey } from '../../engine/ids';
import type { ParsedRoute, RouteColumn, RouteTable, ViewColumn } from './routeTypes';
import { HOME_VIEW, TIMELINE_CONTEXT, VIEW_KEY_PREFIX } from './routeTypes';

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape is kept as typed so that it shows as an invalid cell rather than crashing.
    return segment;
  }
}

/** Splits a pathname into its decoded, non-empty segments. */
export function pathSegments(pathname: string): string[] {
  return pathname.split('/').filter((s) => s !== '').map(decodeSegment);
}

/** The c0, c1 ... parameters of a query string, by column index. */
export function columnParams(search: string): Map<number, string> {
  const params = new Map<number, string>();
  for (const [name, value] of new URLSearchParams(search)) {
    const match = /^c(0|[1-9][0-9]*)$/.exec(name);
    if (match?.[1] !== undefined) params.set(Number(match[1]), value);
  }
  return params;
}

/**
 * Turns an address into columns (platform spec §2 "Routing model"): one column per segment, the
 * first segment that does not start with i- is a view key (cell key v-{name}; later ones only for
 * views that open in any column, anyColumn), i- segments are item
 * cells with an optional context suffix, "/" is the home view, and c{n} query parameters go to column n.
 * A bare "timeline" right after an item opens that item's timeline (i-{id}-timeline). View names are
 * single segments (engine/derive routeTable reaches "docs/{docKey}" by "docs"); a no-columns view
 * takes the rest of the path as its argument.
 */
export function parseRoute(pathname: string, search: string, table: RouteTable): ParsedRoute {
  const segments = pathSegments(pathname);
  const params = columnParams(search);
  if (segments.length === 1 && segments[0] === HOME_VIEW) {
    return { ...parseRoute('/', search, table), canonical: `/${search}` };
  }
  if (segments.length === 0) segments.push(HOME_VIEW);

  const columns: RouteColumn[] = [];
  let view: ViewColumn | undefined;
  let subPath: string | undefined;
  let i = 0;
  while (i < segments.length) {
    const segment = segments[i] ?? '';
    const ci = columns.length;
    const parentKey = columns[ci - 1]?.key;
    const base = { ci, ...(parentKey !== undefined && { parentKey }), ...(params.has(ci) && { routeParam: params.get(ci) }) };
    i++;

    if (segment.startsWith(CELL_KEY_PREFIX)) {
      try {
        columns.push({ ...base, kind: 'item', key: segment, item: parseCellKey(segment) });
      } catch (error) {
        columns.push({ ...base, kind: 'invalid', key: segment, segment, detail: error instanceof Error ? error.message : String(error) });
      }
      continue;
    }

    const previous = columns[ci - 1];
    if (segment === TIMELINE_CONTEXT && previous?.kind === 'item' && previous.item.context === undefined) {
      const key = formatCellKey(previous.item.id, TIMELINE_CONTEXT);
      columns.push({ ...base, kind: 'item', key, item: parseCellKey(key) });
      continue;
    }

    // After the first view only views that open beside others (anyColumn: a linked search) are known.
    const known = table.get(segment);
    const route = view === undefined || known?.anyColumn === true ? known : undefined;
    if (!route) {
      columns.push({ ...base, kind: 'invalid', key: `${VIEW_KEY_PREFIX}${segment}`, segment });
      continue;
    }
    const column: ViewColumn = { ...base, kind: 'view', key: `${VIEW_KEY_PREFIX}${route.name}`, name: route.name, route };
    columns.push(column);
    if (view !== undefined) continue;
    view = column;
    if (route.noColumns === true) {
      // A no-columns view owns the whole page: the rest of the path is its argument (/docs/{docKey}).
      if (i < segments.length) subPath = segments.slice(i).join('/');
      break;
    }
  }

  const parsed: ParsedRoute = { columns, noColumns: view?.route.noColumns === true && columns.length === 1 };
  if (view) parsed.view = view;
  if (subPath !== undefined) parsed.subPath = subPath;
  return parsed;
}
