import type { MapLayerContribution } from '../../engine/react/plugin/mapLayers';
import { MARKER_COLORS } from './client/mapTheme';

/**
 * The spatial module's layers, by the contract with plugins/spatial: vector tiles at
 * /api/plugins/spatial/tiles/{z}/{x}/{y}.pbf with source layers `collections` and `features`,
 * properties id, label, spatialType, kind ('feature' | 'collection'), and below zoom 14 `clusters` of
 * points (count, countLabel, expansionZoom). Drawn once SpatialFeature
 * exists in the registry (the spatial plugin is installed); reference features in #f50.
 */
export const SPATIAL_LAYERS: readonly MapLayerContribution[] = [
  {
    key: 'spatial',
    title: 'map.layers.features',
    tiles: '/api/plugins/spatial/tiles/{z}/{x}/{y}.pbf',
    sourceLayers: ['collections', 'features'],
    clusterSourceLayer: 'clusters',
    colorProperty: 'kind',
    colors: { feature: MARKER_COLORS.reference, collection: '#335E6C', default: MARKER_COLORS.reference },
    idProperty: 'id',
    accuracyProperty: 'accuracy',
    requiresType: 'SpatialFeature',
    order: 10,
    maxzoom: 14,
  },
];
