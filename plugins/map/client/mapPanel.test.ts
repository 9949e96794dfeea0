import { describe, expect, it } from 'vitest';
import { geojsonFieldsOf } from '../geometryFields';
import { listedFeatures, ownFeatures, panelBounds } from './panelFeatures';
import { panelLayers } from './panelLayers';

describe('the map panel of an item page', () => {
  it('finds geometry fields by the geojson keyword, whatever the type', () => {
    const declaration = { schema: { type: 'object' as const, properties: { label: { type: 'string' as const }, site: { type: 'object' as const, geojson: true as const }, area: { type: 'object' as const, geojson: { bboxFields: ['w', 's', 'e', 'n'] } } } } };
    expect(geojsonFieldsOf(declaration)).toEqual(['site', 'area']);
    expect(geojsonFieldsOf({ schema: { type: 'object', properties: { label: { type: 'string' } } } })).toEqual([]);
  });

  it('draws the item from its own geometry fields, with its accuracy, and the listed features beside it', () => {
    const item = { label: 'Well', accuracy: 250, site: { type: 'Point', coordinates: [-122.9, 53.9] }, area: { type: 'Nonsense' } };
    expect(ownFeatures('Probe-1', item, ['site', 'area'])).toEqual([
      { type: 'Feature', id: 'Probe-1/site', geometry: item.site, properties: { id: 'Probe-1', role: 'item', accuracy: 250 } },
    ]);
    const reply = { features: [{ $id: 'SpatialCollection-1', geometry: { type: 'Point', coordinates: [0, 0] } }, { $id: 'SpatialFeature-2', geometry: { type: 'Point', coordinates: [1, 1] } }, { $id: 'SpatialFeature-3' }] };
    expect(listedFeatures(reply, 'SpatialCollection-1').map((feature) => [feature.id, feature.properties.role])).toEqual([['SpatialFeature-2', 'listed']]);
    expect(listedFeatures({ nothing: true }, 'x')).toEqual([]);
  });

  it('fits every shape, a lone point with its surroundings and its accuracy circle', () => {
    const square = ownFeatures('A-1', { g: { type: 'Polygon', coordinates: [[[-123, 53], [-122, 53], [-122, 54], [-123, 54], [-123, 53]]] } }, ['g']);
    expect(panelBounds(square)).toEqual([-123, 53, -122, 54]);
    const [west, south, east, north] = panelBounds(ownFeatures('A-2', { g: { type: 'Point', coordinates: [0, 0] }, accuracy: 5000 }, ['g'])) ?? [];
    expect((north ?? 0) - (south ?? 0)).toBeCloseTo((4 * 5000) / 111_320, 5);
    expect((east ?? 0) - (west ?? 0)).toBeCloseTo((4 * 5000) / 111_320, 5);
    expect(panelBounds([])).toBeUndefined();
  });

  it('colours the item as the selected feature and the listed ones as reference features (spec §9)', () => {
    const point = panelLayers().find((layer) => layer.id === 'item-point');
    expect(JSON.stringify(point)).toContain('"#E91E63"');
    expect(JSON.stringify(point)).toContain('"#f50"');
    expect(JSON.stringify(point)).toContain('"accuracy"');
  });
});
