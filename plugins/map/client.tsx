import { lazy } from 'react';
import { defineClientPlugin } from '../../engine/react/plugin/clientPlugin';
import { lazyComponent } from '../../engine/react/plugin/lazyComponent';
import { hasGeometryField } from './geometryFields';
import { SPATIAL_LAYERS } from './spatialLayers';

// MapLibre is large: the map is its own chunk, fetched only when a map cell opens (never on the home page or lists).
const MapView = lazy(() => import('./client/MapView').then((module) => ({ default: module.MapView })));
// The item pages' map panel shares that chunk: the page itself loads without MapLibre.
const MapPanel = lazyComponent(() => import('./client/MapPanel').then((module) => module.MapPanel));
// The map other views show given features on (engine/react/plugin/featureMap.ts), same chunk.
const FeatureMap = lazyComponent(() => import('./client/FeatureMap').then((module) => module.FeatureMap));

/**
 * The map module: the spatial.map view, the spatial layers it draws once plugins/spatial serves
 * them, the map panel on the page of every item whose type has a `geojson` field, and the feature
 * map other modules' views show their items on.
 */
export const clientPlugin = defineClientPlugin({
  views: { 'spatial-map': MapView },
  mapLayers: SPATIAL_LAYERS,
  itemPanels: [{ key: 'map', order: 5, show: hasGeometryField, component: MapPanel }],
  featureMap: FeatureMap,
});
