import type { GeoJSON } from 'geojson';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import { fitOnResize, type FitOnResize } from './fitOnResize';
import { createSmallMap, FIT_MAX_ZOOM, FIT_PADDING, type Bounds } from './smallMap';
import { useBodyDark } from './useBodyDark';

export interface SmallMapSetup {
  /** What to fit: read when the map is made, on resizes, and after its first load. */
  bounds: () => Bounds | undefined;
  /** Adds the map's sources and layers, again on every style load (the theme swaps the style). */
  addLayers: (map: MapLibreMap) => void;
  /** Anything else the map listens to (clicks), once it is made. */
  wire?: (map: MapLibreMap) => void;
}

export interface SmallMap {
  /** The map could not be made (no WebGL): the caller says so instead. */
  failed: boolean;
  /** New data for one of its sources: set it and fit the map to bounds again. */
  show: (source: string, data: GeoJSON, bounds: Bounds | undefined) => void;
  /** The map while it exists. */
  map: RefObject<MapLibreMap | null>;
}

/**
 * A small map (smallMap.ts) in container while enabled, in the theme's colours (made again when
 * dark mode changes), fitted to its bounds on resizes: the map panel of item pages and the feature
 * map of views share it. The setup is read when the map is made and its events fire, so the caller
 * may pass a new object on every render.
 */
export function useSmallMap(container: RefObject<HTMLDivElement | null>, enabled: boolean, setup: SmallMapSetup): SmallMap {
  const t = useTranslate();
  const dark = useBodyDark();
  const mapRef = useRef<MapLibreMap | null>(null);
  const fitRef = useRef<FitOnResize | null>(null);
  const [failed, setFailed] = useState(false);
  const latest = useRef(setup);
  latest.current = setup;

  useEffect(() => {
    const element = container.current;
    if (!enabled || !element) return undefined;
    let map: MapLibreMap;
    try {
      map = createSmallMap(element, { dark, origin: window.location.origin, bounds: latest.current.bounds(), t });
    } catch {
      setFailed(true);
      return undefined;
    }
    mapRef.current = map;
    const fit = fitOnResize(map, element, () => latest.current.bounds());
    fitRef.current = fit;
    map.on('style.load', () => latest.current.addLayers(map));
    latest.current.wire?.(map);
    map.on('dataloading', () => element.removeAttribute('data-idle'));
    map.on('idle', () => element.setAttribute('data-idle', 'true'));
    return () => {
      mapRef.current = null;
      fitRef.current = null;
      fit.dispose();
      map.remove();
    };
    // t changes with the language only, which remounts the app.
  }, [container, enabled, dark]);

  const show = useCallback((source: string, data: GeoJSON, bounds: Bounds | undefined) => {
    const map = mapRef.current;
    const target = map?.getSource<GeoJSONSource>(source);
    if (!map || !target) return;
    target.setData(data);
    if (bounds) map.fitBounds([...bounds] as [number, number, number, number], { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM, animate: false });
    fitRef.current?.fitted();
  }, []);

  return { failed, show, map: mapRef };
}
