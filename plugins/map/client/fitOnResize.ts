import type { Map as MapLibreMap } from 'maplibre-gl';
import { FIT_MAX_ZOOM, FIT_PADDING, type Bounds } from './smallMap';

/** What a small map's fitting keeps: call `fitted()` after fitting it to new features. */
export interface FitOnResize {
  /** The map shows its features as the program fitted them: a resize fits again. */
  fitted(): void;
  dispose(): void;
}

/** The map's view as "west,south,east,north" (5 decimals) on its container, for who reads the page (tests, tools). */
function markView(map: MapLibreMap, container: HTMLElement): void {
  const view = map.getBounds();
  container.dataset.view = [view.getWest(), view.getSouth(), view.getEast(), view.getNorth()].map((value) => value.toFixed(5)).join(',');
}

/**
 * Keeps a small map's features in view when its container changes size (a window turned to phone
 * width, a column opened beside): MapLibre follows the new size itself but keeps its centre and
 * zoom, which cuts off what a wider view showed. Until the user pans or zooms (events with an
 * originalEvent), each settled size change resizes the map and fits the features again; after
 * that the user's view is left alone.
 */
export function fitOnResize(map: MapLibreMap, container: HTMLElement, boundsOf: () => Bounds | undefined): FitOnResize {
  let userMoved = false;
  let frame = 0;
  let size = { width: container.clientWidth, height: container.clientHeight };
  const onMoveStart = (event: { originalEvent?: unknown }) => {
    if (event.originalEvent) userMoved = true;
  };
  const onMoveEnd = () => markView(map, container);
  map.on('movestart', onMoveStart);
  map.on('moveend', onMoveEnd);
  map.once('load', onMoveEnd);
  const observer = new ResizeObserver(() => {
    const next = { width: container.clientWidth, height: container.clientHeight };
    if ((next.width === size.width && next.height === size.height) || next.width === 0 || next.height === 0) return;
    size = next;
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      map.resize();
      const bounds = boundsOf();
      if (!userMoved && bounds) map.fitBounds([...bounds] as [number, number, number, number], { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM, animate: false });
      markView(map, container);
    });
  });
  observer.observe(container);
  return {
    fitted: () => {
      userMoved = false;
    },
    dispose: () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      map.off('movestart', onMoveStart);
      map.off('moveend', onMoveEnd);
    },
  };
}
