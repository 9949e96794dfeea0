import { lazy } from 'react';
import { defineClientPlugin } from '../../engine/react/plugin/clientPlugin';
import { SPATIAL_LAYERS } from './spatialLayers';

// MapLibre is large: the map is its own chunk, fetched only when a map cell opens (never on the home page or lists).
const MapView = lazy(() => import('./client/MapView').then((module) => ({ default: module.MapView })));

/** The map module: the spatial.map view and the spatial layers it draws once plugins/spatial serves them. */
export const clientPlugin = defineClientPlugin({
  views: { 'spatial-map': MapView },
  mapLayers: SPATIAL_LAYERS,
});
