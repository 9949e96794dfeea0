import { describe, expect, it } from 'vitest';
import { badRowsCsv, fixtureDir, geojsonCollection, gpxText, kmlText, latLonCsv, webMercatorShapefile, wktCsv, writeText, zipFiles } from '../../testing/fixtures';
import { openReader } from './readerFor';
import { ImportFailure, type FeatureReader, type ReaderRow } from './readerRow';

async function rowsOf(reader: FeatureReader): Promise<ReaderRow[]> {
  const rows: ReaderRow[] = [];
  for await (const row of reader.rows) rows.push(row);
  return rows;
}

function features(rows: ReaderRow[]) {
  return rows.flatMap((row) => (row.kind === 'feature' ? [row.feature] : []));
}

describe('format readers', () => {
  const dir = fixtureDir();

  it('streams the features of a GeoJSON FeatureCollection with their positions', async () => {
    const path = writeText(dir, 'places.geojson', JSON.stringify(geojsonCollection()));
    const rows = await rowsOf(openReader(undefined, { path, name: 'places.geojson' }));
    expect(rows.map((row) => row.line)).toEqual([1, 2, 3]);
    expect(features(rows)[0]).toMatchObject({ geometry: { type: 'Point', coordinates: [-114.06543, 51.04473] }, properties: { name: 'Stoney Creek camp' } });
  });

  it('reports a GeoJSON entry that is not a feature as a row error and goes on', async () => {
    const collection = { type: 'FeatureCollection', features: [{ type: 'Nope' }, ...geojsonCollection().features, { type: 'Feature', geometry: null, properties: {} }] };
    const path = writeText(dir, 'mixed.geojson', JSON.stringify(collection));
    const rows = await rowsOf(openReader('GEOJSON', { path, name: 'mixed.geojson' }));
    expect(rows.filter((row) => row.kind === 'error')).toEqual([
      { kind: 'error', line: 1, reason: 'import.errors.notAFeature' },
      { kind: 'error', line: 5, reason: 'import.errors.noGeometry' },
    ]);
    expect(features(rows)).toHaveLength(3);
  });

  it('refuses a file that is not JSON with a translated failure', async () => {
    const path = writeText(dir, 'broken.geojson', '{"type":"FeatureCollection","features":[{"type":');
    await expect(rowsOf(openReader('GEOJSON', { path, name: 'broken.geojson' }))).rejects.toMatchObject({ reason: 'import.errors.badJson' });
  });

  it('reads KML placemarks (points and a line)', async () => {
    const path = writeText(dir, 'places.kml', kmlText());
    const found = features(await rowsOf(openReader(undefined, { path, name: 'places.kml' })));
    expect(found.map((feature) => feature.geometry.type)).toEqual(['Point', 'Point', 'Point', 'LineString']);
    expect(found[1]?.properties).toMatchObject({ name: 'Ridge trailhead', description: 'trail' });
  });

  it('reads the doc.kml inside a KMZ', async () => {
    const path = await zipFiles(dir, 'places.kmz', { 'doc.kml': kmlText(), 'files/readme.txt': 'pictures would go here' });
    const found = features(await rowsOf(openReader(undefined, { path, name: 'places.kmz' })));
    expect(found).toHaveLength(4);
  });

  it('fails a KMZ without a KML document', async () => {
    const path = await zipFiles(dir, 'empty.kmz', { 'readme.txt': 'nothing' });
    const failure = await rowsOf(openReader('KMZ', { path, name: 'empty.kmz' })).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ImportFailure);
    expect(failure).toMatchObject({ reason: 'import.errors.missingInZip', params: { extension: '.kml' } });
  });

  it('reads GPX waypoints and tracks', async () => {
    const path = writeText(dir, 'walk.gpx', gpxText());
    const found = features(await rowsOf(openReader(undefined, { path, name: 'walk.gpx' })));
    // togeojson yields tracks before waypoints.
    expect(found.map((feature) => feature.geometry.type).sort()).toEqual(['LineString', 'Point', 'Point', 'Point']);
    expect(found.find((feature) => feature.geometry.type === 'LineString')?.properties).toMatchObject({ name: 'Survey walk' });
  });

  it('reads a zipped shapefile and hands over its .prj as the source CRS', async () => {
    const path = await webMercatorShapefile(dir);
    const reader = openReader(undefined, { path, name: 'places-3857.zip' });
    const rows = await rowsOf(reader);
    expect(reader.meta.crs).toContain('Mercator_Auxiliary_Sphere');
    const first = features(rows)[0];
    expect(first?.properties).toMatchObject({ name: 'Stoney Creek camp', kind: 'camp', depth: 3 });
    // Still in metres: reprojection is a transformation.
    expect(Math.abs((first?.geometry as GeoJSON.Point).coordinates[0] ?? 0)).toBeGreaterThan(1_000_000);
  });

  it('reads CSV points from latitude/longitude columns, keeping the other columns', async () => {
    const path = writeText(dir, 'places.csv', latLonCsv());
    const rows = await rowsOf(openReader(undefined, { path, name: 'places.csv' }));
    expect(rows.map((row) => row.line)).toEqual([2, 3, 4]);
    expect(features(rows)[2]).toMatchObject({ geometry: { coordinates: [-116.18012, 51.42561] }, properties: { name: 'Bow river gauge', kind: 'gauge', depth: '40' } });
  });

  it('reads CSV geometries from a WKT column (semicolon separated, quoted)', async () => {
    const path = writeText(dir, 'wkt.csv', wktCsv());
    const found = features(await rowsOf(openReader('CSV', { path, name: 'wkt.csv' })));
    expect(found.map((feature) => feature.geometry.type)).toEqual(['Point', 'Point', 'Point', 'LineString']);
  });

  it('reports bad CSV rows with their line and reason, and reads the good ones', async () => {
    const path = writeText(dir, 'bad.csv', badRowsCsv());
    const rows = await rowsOf(openReader('CSV', { path, name: 'bad.csv' }));
    expect(rows.filter((row) => row.kind === 'error')).toEqual([
      { kind: 'error', line: 3, reason: 'import.errors.badCoordinates', params: { lat: '', lon: '-114.3' } },
      { kind: 'error', line: 5, reason: 'import.errors.badCoordinates', params: { lat: '51.3', lon: 'east' } },
    ]);
    expect(features(rows).map((feature) => feature.properties.name)).toEqual(['good one', 'good two', 'good three']);
  });

  it('fails a CSV without geometry columns', async () => {
    const path = writeText(dir, 'plain.csv', 'a,b\n1,2\n');
    await expect(rowsOf(openReader('CSV', { path, name: 'plain.csv' }))).rejects.toMatchObject({ reason: 'import.errors.noGeometryColumns' });
  });
});
