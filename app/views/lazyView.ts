import { lazy, type ComponentType } from 'react';

/**
 * A view whose module loads when a cell first shows it (app/layout/CellBody.tsx shows a spinner
 * meanwhile), so the first page downloads only the views it shows.
 */
export function lazyView<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazy(() => load().then((component) => ({ default: component })));
}
