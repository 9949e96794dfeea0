import { DOMParser } from '@xmldom/xmldom';
import { kml as kmlToGeoJson } from '@tmcw/togeojson';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { startPluginTestServer, type PluginTestServer } from '../../server/testing/pluginTestServer';
import { fieldData, upload, type FieldDataFixture } from './testing/fieldDataFixture';
import { useFieldDataServer } from './testing/geokeeperServer';
import { unzip } from './testing/unzip';

/**
 * KML and ZIP exports as background tasks over a real server, read back with libraries (yauzl,
 * csv-parse, togeojson): every readable record in list order (trips then their records, orphans
 * unparented), every photo byte for byte, categories as KML styles; downloads only for the starter.
 */
let t: PluginTestServer;
let f: FieldDataFixture;
const photo = new Uint8Array(Array.from({ length: 5000 }, (_, index) => (index * 7) % 256));

useFieldDataServer(startPluginTestServer, async (server, fixture) => {
  t = server;
  f = fixture;
  const trip = await fieldData(t, f, f.mia.token, { label: 'Morning trip', formType: 'trip', collected: '2026-05-14T07:00:00.000Z', location: { type: 'LineString', coordinates: [[-122.9, 53.9], [-122.8, 53.95]] } });
  const media = await upload(t, f.mia.token, 'calf photo.jpg', photo);
  await fieldData(t, f, f.mia.token, { label: 'Calf', formType: 'record', trip: trip.$id, collected: '2026-05-14T08:00:00.000Z', categories: ['WILDLIFE'], location: { type: 'Point', coordinates: [-122.912345678, 53.9876543] }, media: [media], formData: { species: 'MOOSE', count: 2 } });
  await fieldData(t, f, f.mia.token, { label: 'Berries', formType: 'record', collected: '2026-05-14T09:00:00.000Z', categories: ['PLANTS'], location: { type: 'Point', coordinates: [-122.85, 53.91] } });
});

async function exportFile(token: string, format: string): Promise<{ bytes: Buffer; name: string; result: Record<string, number> }> {
  const { task } = await t.ok<{ task: string }>(token, 'act/exportGeoKeeperFieldData', { format, program: f.program });
  let state: { done: boolean; resultURI?: string; errorKey?: string; result?: Record<string, number> } = { done: false };
  for (let attempt = 0; attempt < 200 && !state.done; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    state = await t.ok(token, `activeTask/${task}`);
  }
  if (!state.resultURI) throw new Error(`export failed: ${JSON.stringify(state)}`);
  const response = await fetch(`${t.url}${state.resultURI}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  // Only the starter downloads it.
  expect((await fetch(`${t.url}${state.resultURI}`, { headers: { authorization: `Bearer ${f.otto.token}` } })).status).toBe(404);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? '';
  return { bytes: Buffer.from(await response.arrayBuffer()), name, result: state.result ?? {} };
}


describe('field data exports', () => {
  it('ZIP: GeoJSON and CSV in list order with points at 5 decimals, and every photo', async () => {
    const { bytes, name, result } = await exportFile(f.mia.token, 'zip');
    expect(name).toBe('Moose-survey.zip');
    expect(result).toMatchObject({ records: 3, mediaFiles: 1, mediaBytes: photo.length });
    const files = await unzip(bytes);
    const geojson = JSON.parse(files.get('Moose-survey/field-data.geojson')?.toString('utf8') ?? '{}') as { features: { properties: Record<string, unknown> }[] };
    expect(geojson.features.map((feature) => [feature.properties.number, feature.properties.label, feature.properties.unparented])).toEqual([
      [1, 'Morning trip', false],
      [2, 'Calf', false],
      [3, 'Berries', true],
    ]);
    const rows = parse(files.get('Moose-survey/field-data.csv') ?? '', { columns: true }) as Record<string, string>[];
    expect(rows.map((row) => row.label)).toEqual(['Morning trip', 'Calf', 'Berries']);
    expect(rows[1]).toMatchObject({ longitude: '-122.91235', latitude: '53.98765', categories: 'WILDLIFE', media: 'media/2-1-calf-photo.jpg' });
    // The codes stay in formData; answers reads as a person would (question and choice titles).
    expect(JSON.parse(rows[1]?.formData ?? '{}')).toEqual({ species: 'MOOSE', count: 2 });
    expect(rows[1]?.answers).toBe('Species: Moose; count: 2');
    expect(geojson.features[1]?.properties.answers).toBe('Species: Moose; count: 2');
    expect(rows[2]?.unparented).toBe('true');
    expect(files.get('Moose-survey/media/2-1-calf-photo.jpg')?.equals(Buffer.from(photo))).toBe(true);
  });

  it('KML: a placemark per located record, styled by its category colour', async () => {
    const { bytes, name } = await exportFile(f.mia.token, 'kml');
    expect(name).toBe('Moose-survey.kml');
    const document = new DOMParser().parseFromString(bytes.toString('utf8'), 'application/xml');
    const read = kmlToGeoJson(document as unknown as Document);
    expect(read.features.map((feature) => feature.properties?.name)).toEqual(['1. Morning trip', '2. Calf', '3. Berries']);
    const calf = read.features[1];
    expect(calf?.properties?.['icon-color']).toBe('#2e7d32');
    expect(read.features[2]?.properties?.['icon-color']).toBe('#7cb342');
    expect(calf?.properties?.media).toBe('["media/2-1-calf-photo.jpg"]');
    expect(calf?.properties?.answers).toBe('Species: Moose; count: 2');
  });

  it('exports nothing of a program the asker cannot read', async () => {
    expect(await t.refusal(f.otto.token, 'act/exportGeoKeeperFieldData', { format: 'zip', program: f.program })).toBe('notAllowed');
    expect(await t.refusal(f.mia.token, 'act/exportGeoKeeperFieldData', { format: 'pdf', program: f.program })).toBe('geokeeper.errors.unknownExportFormat');
  });
});
