import type { Map as MapLibreMap } from 'maplibre-gl';
import type { MapLayerContribution } from '../../../engine/react/plugin/mapLayers';
import { clusterLayerSpecs } from './clusterLayers';
import { featureLayerSpecs } from './featureLayers';

/**
 * Whether the map draws anything of a contributed layer in view (its load state: success or
 * empty). queryRenderedFeatures builds every feature it finds — thousands of shapes at low zooms,
 * seconds in software WebGL at each idle — so the style layers are asked one by one, the few
 * clusters first, and the first hit answers.
 */
export function drawsFeatures(map: MapLibreMap, layer: MapLayerContribution): boolean {
  const clusterIds = new Set(clusterLayerSpecs(layer).map((spec) => spec.id));
  const ids = featureLayerSpecs(layer)
    // A cluster's count is drawn over its circle: asking the circle is enough.
    .filter((spec) => spec.type !== 'symbol')
    .map((spec) => spec.id)
    .sort((a, b) => Number(clusterIds.has(b)) - Number(clusterIds.has(a)));
  return ids.some((id) => map.getLayer(id) !== undefined && map.queryRenderedFeatures({ layers: [id] }).length > 0);
}
