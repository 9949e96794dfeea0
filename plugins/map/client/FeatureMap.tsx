import 'maplibre-gl/dist/maplibre-gl.css';
import './map.css';
import { NonIdealState } from '@blueprintjs/core';
import type { Feature, Geometry } from 'geojson';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import type { FeatureMapProps } from '../../../engine/react/plugin/featureMap';
import { FEATURE_MAP_LAYER_IDS, FEATURE_MAP_SOURCE, featureMapLayers, repaintSelection } from './featureMapLayers';
import './mapRuntime';
import { fitOnResize, type FitOnResize } from './fitOnResize';
import { createSmallMap, FIT_MAX_ZOOM, FIT_PADDING } from './smallMap';
import { operationCollection } from './operationFeatures';
import { panelBounds, type PanelFeatureProperties } from './panelFeatures';
import { useBodyDark } from './useBodyDark';


/**
 * The map a view shows given features on (engine/react/plugin/featureMap.ts): the offline world map
 * in the theme's colours, each feature in its own colour and a point's accuracy as its radius, the
 * selected one in the spec's pink, fitted to all of them; a click reports the feature's id.
 */
export function FeatureMap({ features, selected, onSelect, title }: FeatureMapProps) {
  const t = useTranslate();
  const dark = useBodyDark();
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const fitRef = useRef<FitOnResize | null>(null);
  const [failed, setFailed] = useState(false);
  const collection = useMemo(() => operationCollection({ features }), [features]);
  const bounds = useMemo(
    () => panelBounds(collection.features.map((feature): Feature<Geometry, PanelFeatureProperties> => ({ ...feature, properties: { id: '', role: 'listed', ...(typeof feature.properties?.$radius === 'number' ? { accuracy: feature.properties.$radius } : {}) } }))),
    [collection],
  );
  const latest = useRef({ collection, bounds, selected, onSelect });
  latest.current = { collection, bounds, selected, onSelect };

  useEffect(() => {
    if (!container.current) return undefined;
    let map: MapLibreMap;
    try {
      map = createSmallMap(container.current, { dark, origin: window.location.origin, bounds: latest.current.bounds, t });
    } catch {
      setFailed(true);
      return undefined;
    }
    mapRef.current = map;
    const fit = fitOnResize(map, container.current, () => latest.current.bounds);
    fitRef.current = fit;
    map.on('style.load', () => {
      map.addSource(FEATURE_MAP_SOURCE, { type: 'geojson', data: latest.current.collection });
      for (const layer of featureMapLayers(latest.current.selected)) map.addLayer(layer);
    });
    // The cell may still have been settling its size when the map was made: fit again once loaded.
    map.once('load', () => {
      map.resize();
      const loaded = latest.current.bounds;
      if (loaded) map.fitBounds([...loaded] as [number, number, number, number], { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM, animate: false });
    });
    map.on('click', (event) => {
      const hit = map.queryRenderedFeatures(event.point, { layers: [...FEATURE_MAP_LAYER_IDS] })[0];
      const id = hit?.properties.$id;
      if (typeof id === 'string') latest.current.onSelect?.(id);
    });
    map.on('mousemove', (event) => {
      map.getCanvas().style.cursor = map.queryRenderedFeatures(event.point, { layers: [...FEATURE_MAP_LAYER_IDS] }).length > 0 ? 'pointer' : '';
    });
    map.on('dataloading', () => container.current?.removeAttribute('data-idle'));
    map.on('idle', () => container.current?.setAttribute('data-idle', 'true'));
    return () => {
      mapRef.current = null;
      fitRef.current = null;
      fit.dispose();
      map.remove();
    };
    // t changes with the language only, which remounts the app.
  }, [dark]);

  // Other features: redraw and fit again.
  useEffect(() => {
    const map = mapRef.current;
    const source = map?.getSource<GeoJSONSource>(FEATURE_MAP_SOURCE);
    if (!map || !source) return;
    source.setData(collection);
    if (bounds) map.fitBounds([...bounds] as [number, number, number, number], { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM, animate: false });
    fitRef.current?.fitted();
  }, [collection, bounds]);

  // Another selection: repaint only; the map stays where the user put it.
  useEffect(() => {
    const map = mapRef.current;
    if (!map?.getLayer(FEATURE_MAP_LAYER_IDS[2])) return;
    repaintSelection((layer, property, value) => map.setPaintProperty(layer, property, value), selected);
  }, [selected]);

  if (failed) return <NonIdealState icon="map" description={t('map.failed')} />;
  return (
    <div className="vgn-map-panel" role="region" aria-label={t(title)} data-testid="feature-map" data-features={collection.features.length} data-selected={selected ?? ''}>
      <div ref={container} className="vgn-map-canvas" data-testid="feature-map-canvas" />
    </div>
  );
}
