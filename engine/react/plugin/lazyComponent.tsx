import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A plugin component loaded on first render, in its own chunk: client entries are installed before
 * the first render of every page, so whatever they import eagerly lands in the main chunk. Entries
 * name their screens, panels and widgets through this instead (`lazyComponent(() =>
 * import('./client/X').then((m) => m.X))`); it carries its own Suspense, so any place may render it.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> & { preload: () => void } {
  let loading: Promise<ComponentType<P>> | undefined;
  // One fetch whether the first render or a preload (pages kept for offline use) starts it.
  const start = (): Promise<ComponentType<P>> =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const Lazy = lazy(async () => ({ default: await start() }));
  function LazyComponent(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyComponent, { preload: () => void start().catch(() => undefined) });
}
