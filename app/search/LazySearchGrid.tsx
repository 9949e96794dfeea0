import { useEffect, useState, lazy, startTransition, Suspense } from 'react';
import { FirstRows } from './FirstRows';
import type { SearchGrid, SearchGridProps } from './SearchGrid';

interface GridModule {
  SearchGrid: typeof SearchGrid;
}

let gridModule: Promise<GridModule> | undefined;

/** Starts fetching the grid (ag-grid) without waiting for a search to answer; one fetch whatever the callers. */
export function preloadSearchGrid(): Promise<GridModule> {
  gridModule ??= import('./SearchGrid').catch((error: unknown) => {
    gridModule = undefined; // a later cell tries again
    throw error;
  });
  return gridModule;
}

// ag-grid loads with the first search cell, not with the page.
const SearchGridModule = lazy(() => preloadSearchGrid().then((module) => ({ default: module.SearchGrid })));

/** Runs `then` in a task after the next frame was painted (rAF runs before the paint, the timeout after it). */
function afterNextPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(then, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * A search cell's result grid. The first page shows at once as plain rows (FirstRows); ag-grid
 * mounts in a later task, after those rows were painted, builds its rows beneath them and takes
 * their place once it painted its own. Its first build is a list page's longest task: the rows no
 * longer wait for it (nor for its chunk).
 */
export function LazySearchGrid(props: SearchGridProps) {
  const [mountGrid, setMountGrid] = useState(false);
  const [gridShown, setGridShown] = useState(false);
  // A transition: React builds the grid's tree in slices that yield to the browser.
  useEffect(() => (mountGrid ? undefined : afterNextPaint(() => startTransition(() => setMountGrid(true)))), [mountGrid]);
  const [shownRequested, setShownRequested] = useState(false);
  // ag-grid's first-rows event comes after its frame; its React cells commit in the one after.
  useEffect(() => (shownRequested && !gridShown ? afterNextPaint(() => setGridShown(true)) : undefined), [shownRequested, gridShown]);

  const firstRows = props.pages.firstRows;
  const placeholder =
    gridShown || firstRows === undefined ? null : (
      <FirstRows
        headers={props.headers}
        rows={firstRows}
        schemaOf={props.schemaOf}
        onOpen={props.onOpen}
        {...(props.labels ? { labels: props.labels } : {})}
        {...(props.openId ? { openId: props.openId } : {})}
      />
    );
  return (
    <div className="vgn-grid-stack">
      {mountGrid ? (
        <div className="vgn-grid-layer" {...(gridShown ? {} : { 'aria-hidden': true })}>
          <Suspense fallback={null}>
            <SearchGridModule {...props} onRowsShown={() => setShownRequested(true)} />
          </Suspense>
        </div>
      ) : null}
      {placeholder}
    </div>
  );
}
