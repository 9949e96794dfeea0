import type { Registry } from '../../engine/registry/registry';
import { preloadRouteViews } from './preloadRouteViews';

/**
 * Loads the views of nav items marked `offline` (e.g. GeoKeeper's field collection page) whenever
 * the app starts online under the service worker, so the service worker (app/public/sw.js) holds their modules and the pages
 * open without a connection even when they were not visited since the last deployment.
 */
export function preloadOfflineViews(registry: Pick<Registry, 'nav'>): string[] {
  // Only where the service worker already controls the page (it keeps what loads): a first visit
  // loads no more than its own views.
  if (!navigator.onLine || !('serviceWorker' in navigator) || navigator.serviceWorker.controller === null) return [];
  return registry.nav.filter((item) => item.offline === true).flatMap((item) => preloadRouteViews(registry, `/${item.path}`, ''));
}
