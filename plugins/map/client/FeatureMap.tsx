import 'maplibre-gl/dist/maplibre-gl.css';
import './map.css';
import { NonIdealState } from '@blueprintjs/core';
import type { Feature, Geometry } from 'geojson';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import type { FeatureMapProps } from '../../../engine/react/plugin/featureMap';
import { FEATURE_MAP_LAYER_IDS, FEATURE_MAP_SOURCE, featureMapLayers, repaintSelection } from './featureMapLayers';
import './mapRuntime';
import { FIT_MAX_ZOOM, FIT_PADDING } from './smallMap';
import { operationCollection } from './operationFeatures';
import { panelBounds, type PanelFeatureProperties } from './panelFeatures';
import { useSmallMap } from './useSmallMap';

/**
 * The map a view shows given features on (engine/react/plugin/featureMap.ts): the offline world map
 * in the theme's colours, each feature in its own colour and a point's accuracy as its radius, the
 * selected one in the spec's pink, fitted to all of them; a click reports the feature's id.
 */
export function FeatureMap({ features, selected, onSelect, title }: FeatureMapProps) {
  const t = useTranslate();
  const container = useRef<HTMLDivElement>(null);
  const collection = useMemo(() => operationCollection({ features }), [features]);
  const bounds = useMemo(
    () => panelBounds(collection.features.map((feature): Feature<Geometry, PanelFeatureProperties> => ({ ...feature, properties: { id: '', role: 'listed', ...(typeof feature.properties?.$radius === 'number' ? { accuracy: feature.properties.$radius } : {}) } }))),
    [collection],
  );
  const latest = useRef({ collection, bounds, selected, onSelect });
  latest.current = { collection, bounds, selected, onSelect };
  const { failed, show, map: mapRef } = useSmallMap(container, true, {
    bounds: () => latest.current.bounds,
    addLayers: (map) => {
      map.addSource(FEATURE_MAP_SOURCE, { type: 'geojson', data: latest.current.collection });
      for (const layer of featureMapLayers(latest.current.selected)) map.addLayer(layer);
    },
    wire: (map) => {
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
    },
  });

  // Other features: redraw and fit again.
  useEffect(() => show(FEATURE_MAP_SOURCE, collection, bounds), [show, collection, bounds]);

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
