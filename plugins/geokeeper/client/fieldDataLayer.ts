import type { MapLayerContribution } from '../../../engine/react/plugin/mapLayers';
import { DEFAULT_FIELD_DATA_COLOR, MARKER_COLORS } from '../markerColors';

/**
 * GeoKeeper's layer on the map (spatial.map): the field data, work items and references in view,
 * answered by act/streamFieldDataForMap `{ bbox }` (only what the user reads). Field data comes in
 * its category's colour (the feature's $style), work items and references in the spec's marker
 * colours (§9), a point's accuracy as its radius; a click opens the item beside the map.
 */
export const FIELD_DATA_LAYER: MapLayerContribution = {
  key: 'geokeeper',
  title: 'geokeeper.map.layer',
  operation: 'act/streamFieldDataForMap',
  sourceLayers: [],
  colorProperty: 'kind',
  colors: { workItem: MARKER_COLORS.workItem, reference: MARKER_COLORS.reference, default: DEFAULT_FIELD_DATA_COLOR },
  idProperty: 'id',
  accuracyProperty: 'accuracy',
  requiresType: 'GeoKeeperFieldData',
  order: 20,
};
