import type { Registry } from '../../engine/registry/registry';
import { parseRoute } from '../routing/parseRoute';
import { navRoutes, routeTableFrom } from '../routing/routeTable';
import { preloadComponent } from '../views/lazyView';
import { resolveCellView } from './resolveCellView';

/**
 * Starts fetching the modules of the views an address shows (a list's search cell and its grid,
 * an item's page) as soon as the registry names its routes, instead of after the shell's first
 * render with the registry. Returns the names of the cells whose views were resolved.
 */
export function preloadRouteViews(registry: Pick<Registry, 'nav'>, pathname: string, search: string): string[] {
  const route = parseRoute(pathname, search, routeTableFrom(navRoutes(registry.nav)));
  const started: string[] = [];
  for (const column of route.columns) {
    const resolved = resolveCellView(column);
    if (resolved.kind !== 'view' && resolved.kind !== 'item') continue;
    preloadComponent(resolved.Component);
    started.push(column.key);
  }
  return started;
}
