import type { Feature, Geometry, LineString, Point } from 'geojson';
import proj4 from 'proj4';
import { describe, expect, it } from 'vitest';
import { WEB_MERCATOR_PRJ } from '../testing/fixtures';
import { mapFields } from './fieldMap';
import { filterHolds } from './filters';
import { compileTransform } from './pipeline';
import { definitionOf, reprojector } from './reproject';
import { roundCoordinates } from './round';
import { simplifyGeometry } from './simplify';

const point = (x: number, y: number): Point => ({ type: 'Point', coordinates: [x, y] });
const camp = (): Point => ({ type: 'Point', coordinates: proj4('EPSG:4326', 'EPSG:3857').forward([-114.06543, 51.04473]) });
const feature = (geometry: Geometry, properties: Record<string, unknown> = {}): Feature<Geometry, Record<string, unknown>> => ({ type: 'Feature', geometry, properties });

describe('field mapping', () => {
  it('renames and keeps the rest, or keeps only the mapped ones', () => {
    const properties = { NAME: 'Camp', KIND: 'camp', junk: 1 };
    expect(mapFields(properties, [{ from: 'NAME', to: 'label' }])).toEqual({ label: 'Camp', KIND: 'camp', junk: 1 });
    expect(mapFields(properties, [{ from: 'NAME', to: 'label' }, { from: 'KIND', to: 'kind' }], true)).toEqual({ label: 'Camp', kind: 'camp' });
    expect(mapFields(properties, undefined)).toEqual(properties);
  });
});

describe('filters', () => {
  const properties = { kind: 'Camp site', depth: '12', count: 7 };
  it('equals compares the text exactly', () => {
    expect(filterHolds({ property: 'kind', op: 'equals', value: 'Camp site' }, properties)).toBe(true);
    expect(filterHolds({ property: 'kind', op: 'equals', value: 'camp site' }, properties)).toBe(false);
    expect(filterHolds({ property: 'count', op: 'equals', value: '7' }, properties)).toBe(true);
  });
  it('contains ignores case', () => {
    expect(filterHolds({ property: 'kind', op: 'contains', value: 'SITE' }, properties)).toBe(true);
    expect(filterHolds({ property: 'missing', op: 'contains', value: 'x' }, properties)).toBe(false);
  });
  it('range takes numbers and numeric text, bounds included, either bound optional', () => {
    expect(filterHolds({ property: 'depth', op: 'range', min: 12, max: 20 }, properties)).toBe(true);
    expect(filterHolds({ property: 'depth', op: 'range', min: 13 }, properties)).toBe(false);
    expect(filterHolds({ property: 'count', op: 'range', max: 7 }, properties)).toBe(true);
    expect(filterHolds({ property: 'kind', op: 'range', min: 0 }, properties)).toBe(false);
  });
});

describe('reprojection', () => {
  it('turns web mercator metres into longitude/latitude, from the name or a .prj WKT', () => {
    const metres = camp();
    for (const crs of ['EPSG:3857', WEB_MERCATOR_PRJ]) {
      const [lon, lat] = (reprojector(crs)(metres) as Point).coordinates;
      expect(lon).toBeCloseTo(-114.06543, 4);
      expect(lat).toBeCloseTo(51.04473, 4);
    }
  });
  it('knows WGS84 UTM zones by their EPSG code', () => {
    expect(definitionOf('EPSG:32611')).toBe('+proj=utm +zone=11 +datum=WGS84 +units=m +no_defs');
    const [lon, lat] = (reprojector('EPSG:32611')(point(500000, 5650000)) as Point).coordinates;
    expect(lon).toBeCloseTo(-117, 3);
    expect(lat).toBeCloseTo(51.0, 0);
  });
});

describe('simplification and rounding', () => {
  it('drops vertices closer to the line than the tolerance', () => {
    const wiggly: LineString = { type: 'LineString', coordinates: [[0, 0], [1, 0.00001], [2, -0.00001], [3, 0]] };
    expect((simplifyGeometry(wiggly, 0.001) as LineString).coordinates).toEqual([[0, 0], [3, 0]]);
    expect(simplifyGeometry(wiggly, 0)).toBe(wiggly);
  });
  it('rounds every coordinate to 5 decimals', () => {
    expect(roundCoordinates(point(-114.065434999, 51.044734))).toEqual(point(-114.06543, 51.04473));
  });
});

describe('the compiled pipeline', () => {
  it('filters, maps, reprojects, rounds and attaches the constants', () => {
    const transform = compileTransform(
      { filters: [{ property: 'kind', op: 'equals', value: 'camp' }], fieldMap: [{ from: 'name', to: 'label' }], constants: { spatialType: 'CAMP', state: 'ACTIVE' } },
      WEB_MERCATOR_PRJ,
    );
    expect(transform(1, feature(point(0, 0), { kind: 'trail' }))).toEqual({ kind: 'filtered' });
    const outcome = transform(2, feature(camp(), { kind: 'camp', name: 'Camp' }));
    expect(outcome).toMatchObject({ kind: 'feature', feature: { line: 2, properties: { label: 'Camp', kind: 'camp' }, constants: { spatialType: 'CAMP', state: 'ACTIVE' } } });
    const [lon, lat] = outcome.kind === 'feature' ? (outcome.feature.geometry as Point).coordinates : [];
    expect(lon?.toString().split('.')[1]?.length).toBeLessThanOrEqual(5);
    expect(lat).toBeCloseTo(51.04473, 4);
  });
  it('lets the settings override the file CRS, and reports coordinates outside WGS84 as a row error', () => {
    const transform = compileTransform({ sourceCrs: 'EPSG:4326' }, WEB_MERCATOR_PRJ);
    expect(transform(7, feature(camp()))).toEqual({ kind: 'error', line: 7, reason: 'import.errors.coordinatesOutOfRange' });
  });
  it('refuses a CRS proj4 cannot read before any row', () => {
    expect(() => compileTransform({ sourceCrs: 'not a crs' })).toThrow('import.errors.badCrs');
  });
});
