import { lazy, type ComponentType } from 'react';

/** A lazily loaded component that can start fetching its module before it first renders. */
export type PreloadableComponent<P extends object> = ComponentType<P> & { preload: () => void };

/**
 * A view whose module loads when a cell first shows it (app/layout/CellBody.tsx shows a spinner
 * meanwhile), so the first page downloads only the views it shows. `preload()` starts the same
 * fetch earlier (app/routing/preloadRouteViews.ts: as soon as the address's views are known).
 */
export function lazyView<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const start = (): Promise<ComponentType<P>> =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined; // the cell tries again when it renders
      throw error;
    }));
  const Component = lazy(() => start().then((component) => ({ default: component })));
  return Object.assign(Component, { preload: () => void start().catch(() => undefined) });
}

/** Starts loading a component made by lazyView (any other component is already loaded). */
export function preloadComponent(component: object): void {
  if ('preload' in component && typeof component.preload === 'function') (component as { preload: () => void }).preload();
}
