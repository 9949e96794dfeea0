import { describe, expect, it } from 'vitest';
import type { NavItem } from '../../engine/declarations/bundle';
import { lazyView } from '../views/lazyView';
import type { ItemViewProps, ViewProps } from '../views/viewRegistry';
import { registerItemView, registerView } from '../views/viewRegistry';
import { preloadRouteViews } from './preloadRouteViews';

/** A lazy view whose module "loads" by recording that it was asked for. */
function countedView<P extends object>(loads: string[], name: string) {
  return lazyView<P>(() => {
    loads.push(name);
    return Promise.resolve((_: P) => null);
  });
}

const loads: string[] = [];
// vitest isolates modules per file: these registrations do not leak into other tests.
registerView('search', countedView<ViewProps>(loads, 'search cell'));
registerView('test-plain', (_: ViewProps) => null);
registerItemView('*', 'default', countedView<ItemViewProps>(loads, 'item page'));

const nav: NavItem[] = [
  { path: 'contacts', title: 't', view: { kind: 'search', types: ['Contact'] } },
  { path: 'plain', title: 't', view: { kind: 'component', component: 'test-plain' } },
];

describe('preloadRouteViews', () => {
  it("starts loading the address's lazy views once, before any cell renders them", () => {
    expect(preloadRouteViews({ nav }, '/contacts/i-Contact-4', '')).toEqual(['v-contacts', 'i-Contact-4']);
    expect(loads).toEqual(['search cell', 'item page']);
    // The cell that renders later (or a second preload) reuses the same load.
    preloadRouteViews({ nav }, '/contacts', '');
    expect(loads).toEqual(['search cell', 'item page']);
  });

  it('passes over views that are bundled and segments no route knows', () => {
    expect(preloadRouteViews({ nav }, '/plain/nowhere', '')).toEqual(['v-plain']);
  });
});

describe('lazyView', () => {
  it('lets the cell try again after a failed preload', async () => {
    let attempts = 0;
    const View = lazyView<ViewProps>(() => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve((_: ViewProps) => null);
    });
    View.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    View.preload();
    expect(attempts).toBe(2);
  });
});
