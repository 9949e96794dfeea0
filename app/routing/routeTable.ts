import type { NavItem } from '../../engine/declarations/bundle';
import { routeTable as navRouteTable } from '../../engine/derive/routeTable';
import { CORE_ROUTES } from './coreRoutes';
import type { RouteInfo, RouteTable } from './routeTypes';

/** The routes the plugins' navigation items declare, keyed like engine/derive routeTable (first path segment). */
export function navRoutes(navItems: readonly NavItem[]): RouteInfo[] {
  return [...navRouteTable(navItems).values()].map((entry) => ({
    name: entry.key,
    noColumns: entry.noColumns,
    routeOnly: entry.routeOnly,
    protected: entry.protected,
    admin: entry.admin,
    signedOutOnly: entry.signedOutOnly,
    nav: entry.item,
  }));
}

/**
 * One lookup of every view path: plugin navigation routes first, then the shell's core routes on
 * top, so a plugin can add views but can not change how sign-in or notifications are reached.
 */
export function routeTableFrom(routes: Iterable<RouteInfo>, core: readonly RouteInfo[] = CORE_ROUTES): RouteTable {
  const table = new Map<string, RouteInfo>();
  for (const route of routes) table.set(route.name, route);
  for (const route of core) {
    // Keep a plugin's description of a core view (its menu title and icon), never its access flags.
    const nav = table.get(route.name)?.nav;
    table.set(route.name, nav === undefined ? route : { ...route, nav });
  }
  return table;
}
