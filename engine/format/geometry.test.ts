import { describe, expect, it } from 'vitest';
import { geometryOfGeoJson, geometryProblem, geometrySummary, normalizeGeometry } from './geometry';

describe('GeoJSON geometries', () => {
  it('accepts every geometry type and tells what is wrong with anything else', () => {
    expect(geometryProblem({ type: 'Point', coordinates: [-122.9, 53.9] })).toBeUndefined();
    expect(geometryProblem({ type: 'GeometryCollection', geometries: [{ type: 'Point', coordinates: [0, 0] }] })).toBeUndefined();
    expect(geometryProblem({ type: 'Feature', geometry: null, properties: {} })).toBe('errors.geojson.notGeometry');
    expect(geometryProblem('POINT (1 2)')).toBe('errors.geojson.notGeometry');
    expect(geometryProblem({ type: 'Polygon', coordinates: [[[0, 0], [1, 0], [1, 1]]] })).toBe('errors.geojson.invalid');
    expect(geometryProblem({ type: 'MultiPoint', coordinates: [] })).toBe('errors.geojson.empty');
    expect(geometryProblem({ type: 'Point', coordinates: [512000, 6000000] })).toBe('errors.geojson.outOfRange');
  });

  it('stores coordinates at 5 decimals with a fresh bbox, elevation kept', () => {
    const stored = normalizeGeometry({ type: 'LineString', coordinates: [[1.1234567, 2.7654321, 100.123456], [3, 4]], bbox: [0, 0, 0, 0] });
    expect(stored).toEqual({ type: 'LineString', coordinates: [[1.12346, 2.76543, 100.12346], [3, 4]], bbox: [1.12346, 2.76543, 3, 4] });
  });

  it('sums a geometry up and finds the geometry inside pasted GeoJSON', () => {
    expect(geometrySummary({ type: 'Polygon', coordinates: [[[0, 0], [1, 0], [1, 1], [0, 0]]] })).toEqual({ type: 'Polygon', vertices: 4, bbox: [0, 0, 1, 1] });
    const point = { type: 'Point', coordinates: [1, 2] };
    expect(geometryOfGeoJson({ type: 'Feature', properties: {}, geometry: point })).toBe(point);
    expect(geometryOfGeoJson({ type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry: point }] })).toBe(point);
    const two = { type: 'FeatureCollection', features: [{}, {}] };
    expect(geometryOfGeoJson(two)).toBe(two);
  });
});
