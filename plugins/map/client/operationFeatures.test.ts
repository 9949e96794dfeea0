import { describe, expect, it } from 'vitest';
import type { MapLayerContribution } from '../../../engine/react/plugin/mapLayers';
import { colorExpression, featureLayerSpecs, featureSource } from './featureLayers';
import { MARKER_COLORS } from './mapTheme';
import { operationCollection } from './operationFeatures';

const layer: MapLayerContribution = {
  key: 'fielddata',
  title: 'x',
  operation: 'act/streamFieldDataForMap',
  sourceLayers: [],
  colorProperty: 'kind',
  colors: { workItem: '#64FFDA', default: '#335E6C' },
  idProperty: 'id',
  accuracyProperty: 'accuracy',
};

describe('operation layers', () => {
  it('draw a GeoJSON source filled by the operation, one set of layers, each feature in its own colour first', () => {
    expect(featureSource(layer, 'http://x')).toEqual({ type: 'geojson', data: { type: 'FeatureCollection', features: [] }, promoteId: 'id' });
    expect(featureLayerSpecs(layer).map((spec) => spec.id)).toEqual(['fielddata-fill', 'fielddata-line', 'fielddata-point']);
    expect(featureLayerSpecs(layer).every((spec) => !('source-layer' in spec))).toBe(true);
    expect(colorExpression(layer)).toEqual(['case', ['boolean', ['feature-state', 'selected'], false], MARKER_COLORS.selected, ['coalesce', ['get', '$color'], ['match', ['get', 'kind'], 'workItem', '#64FFDA', '#335E6C']]]);
  });

  it('turn the reply into features, $style as properties, entries without geometry skipped', () => {
    const reply = {
      features: [
        { $id: 'GeoKeeperFieldData-1', geometry: { type: 'Point', coordinates: [1, 2] }, properties: { id: 'GeoKeeperFieldData-1', kind: 'fieldData' }, $style: { color: '#2E7D32', radius: 7 } },
        { $id: 'GeoKeeperFieldData-2', properties: { id: 'GeoKeeperFieldData-2' } },
      ],
    };
    expect(operationCollection(reply)).toEqual({
      type: 'FeatureCollection',
      features: [{ type: 'Feature', geometry: { type: 'Point', coordinates: [1, 2] }, properties: { id: 'GeoKeeperFieldData-1', kind: 'fieldData', $id: 'GeoKeeperFieldData-1', $color: '#2E7D32', $radius: 7 } }],
    });
    expect(operationCollection(null).features).toEqual([]);
  });
});
