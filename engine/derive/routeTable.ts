import type { NavItem } from '../declarations/bundle';
import { isAdminPath } from './menuTree';

/** How the router treats a view key (the first path segment that is not an item page). */
export interface RouteEntry {
  /** The key the router matches: the nav path up to its first slash ("docs", "consult.projects"). */
  key: string;
  item: NavItem;
  noColumns: boolean;
  routeOnly: boolean;
  /** Needs a valid token (administrator views always do). */
  protected: boolean;
  /** Administrators only: a nav item marked admin or under the admin menu ("admin.sysalerts"). */
  admin: boolean;
  /** Reachable without a token. */
  public: boolean;
  signedOutOnly: boolean;
}

export type RouteTable = ReadonlyMap<string, RouteEntry>;

/** Internal prefix of view keys in cell keys (spec §2: stored as v-{name}). */
export const VIEW_KEY_PREFIX = 'v-';

function isAdminRoute(item: NavItem): boolean {
  return item.admin === true || isAdminPath(item.path);
}

function routeKey(path: string): string {
  const slash = path.indexOf('/');
  return slash < 0 ? path : path.slice(0, slash);
}

/**
 * Every view key the app knows, from the nav items. An item whose path has a slash
 * ("docs/{docKey}") is reached by its first segment; an item declared with exactly that key wins.
 */
export function routeTable(navItems: readonly NavItem[]): RouteTable {
  const table = new Map<string, RouteEntry>();
  const exact = [...navItems].sort((a, b) => Number(a.path.includes('/')) - Number(b.path.includes('/')));
  for (const item of exact) {
    const key = routeKey(item.path);
    if (table.has(key)) continue;
    table.set(key, {
      key,
      item,
      noColumns: item.noColumns ?? false,
      routeOnly: item.routeOnly ?? false,
      protected: (item.protected ?? false) || isAdminRoute(item),
      admin: isAdminRoute(item),
      public: item.public ?? false,
      signedOutOnly: item.signedOutOnly ?? false,
    });
  }
  return table;
}

/** Finds the route of a path segment or view key ("v-docs", "docs", "docs/intro"). */
export function findRoute(table: RouteTable, segment: string): RouteEntry | undefined {
  const name = segment.startsWith(VIEW_KEY_PREFIX) ? segment.slice(VIEW_KEY_PREFIX.length) : segment;
  return table.get(name) ?? table.get(routeKey(name));
}

/** Unknown view keys show errors.cellKeyNotValid (spec §2). */
export function isKnownViewKey(table: RouteTable, segment: string): boolean {
  return findRoute(table, segment) !== undefined;
}
