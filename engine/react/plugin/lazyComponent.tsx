import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A plugin component loaded on first render, in its own chunk: client entries are installed before
 * the first render of every page, so whatever they import eagerly lands in the main chunk. Entries
 * name their screens, panels and widgets through this instead (`lazyComponent(() =>
 * import('./client/X').then((m) => m.X))`); it carries its own Suspense, so any place may render it.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function LazyComponent(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyComponent;
}
