import 'maplibre-gl/dist/maplibre-gl.css';
import { bbox } from '@turf/bbox';
import type { FeatureCollection, Geometry } from 'geojson';
import { Map as MapLibreMap, setWorkerUrl, type StyleSpecification } from 'maplibre-gl';
// The worker as its own asset on this origin (CSP worker-src 'self' blob:), as the map module does.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import { useEngine } from '../../../engine/react/services/EngineContext';

setWorkerUrl(new URL(workerUrl, window.location.href).href);

/** The offline world basemap the map module serves on this origin (plugins/map/basemapEntry.ts); absent, the water colour alone. */
const WORLD_BASEMAP_URL = '/api/plugins/map/basemap/world.geojson';
/** Business spec §9: reference features in #f50; the map's water and land per theme. */
const FEATURE_COLOR = '#f50';
const THEME = { light: { water: '#d6e4ea', land: '#f6f3ec' }, dark: { water: '#0e1a21', land: '#26333b' } };

function previewStyle(dark: boolean, origin: string, features: FeatureCollection<Geometry>): StyleSpecification {
  const palette = dark ? THEME.dark : THEME.light;
  return {
    version: 8,
    sources: {
      world: { type: 'geojson', data: `${origin}${WORLD_BASEMAP_URL}`, attribution: 'Natural Earth' },
      preview: { type: 'geojson', data: features },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': palette.water } },
      { id: 'land', type: 'fill', source: 'world', filter: ['==', ['get', 'layer'], 'land'], paint: { 'fill-color': palette.land } },
      { id: 'preview-fill', type: 'fill', source: 'preview', filter: ['==', ['geometry-type'], 'Polygon'], paint: { 'fill-color': FEATURE_COLOR, 'fill-opacity': 0.25 } },
      { id: 'preview-line', type: 'line', source: 'preview', filter: ['in', ['geometry-type'], ['literal', ['LineString', 'Polygon']]], paint: { 'line-color': FEATURE_COLOR, 'line-width': 2 } },
      { id: 'preview-point', type: 'circle', source: 'preview', filter: ['==', ['geometry-type'], 'Point'], paint: { 'circle-color': FEATURE_COLOR, 'circle-radius': 6, 'circle-stroke-color': '#fff', 'circle-stroke-width': 1.5 } },
    ],
  };
}

/** Padded bounds of the features (a single point gets a small square around it). */
function boundsOf(features: FeatureCollection<Geometry>): [number, number, number, number] {
  const [west, south, east, north] = bbox(features);
  const pad = Math.max(0.01, (east - west) * 0.1, (north - south) * 0.1);
  return [Math.max(-180, west - pad), Math.max(-85, south - pad), Math.min(180, east + pad), Math.min(85, north + pad)];
}

/** The preview's features on a small map over the offline basemap: nothing is requested outside this origin. */
export function PreviewMap({ features }: { features: FeatureCollection<Geometry> }) {
  const t = useTranslate();
  const engine = useEngine();
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!container.current || features.features.length === 0) return undefined;
    const origin = window.location.origin;
    const dark = document.body.classList.contains('bp6-dark');
    let map: MapLibreMap;
    try {
      map = new MapLibreMap({
        container: container.current,
        style: previewStyle(dark, origin, features),
        bounds: boundsOf(features),
        attributionControl: { compact: true },
        transformRequest: (url) => {
          const header = engine.authorization?.();
          return url.startsWith(origin) && header !== undefined ? { url, headers: { Authorization: header } } : { url };
        },
      });
    } catch {
      setFailed(true);
      return undefined;
    }
    map.on('idle', () => container.current?.setAttribute('data-idle', 'true'));
    return () => map.remove();
  }, [features, engine]);

  if (failed) return <p className="bp6-text-muted">{t('import.screen.mapFailed')}</p>;
  return <div ref={container} className="vgn-import-map" data-testid="import-preview-map" role="img" aria-label={t('import.screen.mapLabel', { count: features.features.length })} />;
}
