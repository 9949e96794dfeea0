import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPluginTestServer, type PluginTestServer } from '../../server/testing/pluginTestServer';
import { BASEMAPS_OPERATION } from './basemapEntry';
import { tinyRasterPmtiles } from './fixtures/tinyPmtiles';
import { hasPmtilesHeader, isRasterTemplate, isStyleAddress } from './server/basemapRules';

/**
 * Basemaps over a real server: addresses and archives checked at their field, exactly one default,
 * and the shipped Natural Earth map whenever no usable basemap is marked.
 */
let t: PluginTestServer;

async function upload(bytes: Uint8Array<ArrayBuffer>, name: string): Promise<string> {
  const response = await fetch(`${t.url}/api/attachment`, {
    method: 'POST',
    headers: { authorization: `Bearer ${t.adminToken}`, 'content-type': 'application/octet-stream', 'x-vgn-file-name': name },
    body: bytes,
  });
  return ((await response.json()) as { $id: string }).$id;
}

async function fieldErrors(fields: Record<string, unknown>): Promise<string[]> {
  const reply = await t.call(t.adminToken, 'create/Basemap', fields);
  expect(reply.erred).toBe(true);
  return ((reply.b as { errors?: { path: string; messageId: string }[] }).errors ?? []).map((error) => `${error.path} ${error.messageId}`);
}

const defaults = async (): Promise<{ defaultId?: string; marked: string[] }> => {
  const list = await t.ok<{ defaultId?: string }>(t.adminToken, BASEMAPS_OPERATION);
  const marked = await t.ok<{ ids: string[] }>(t.adminToken, 'search/ids', { must: [{ kind: 'type', value: 'Basemap' }, { prop: 'isDefault', kind: 'eq', value: true }], max: 'all' });
  return { ...(list.defaultId !== undefined ? { defaultId: list.defaultId } : {}), marked: marked.ids };
};

beforeAll(async () => {
  t = await startPluginTestServer();
});
afterAll(() => t.close());

describe('basemap addresses', () => {
  it('accepts tile templates and style addresses on this server only', () => {
    expect(isRasterTemplate('/tiles/{z}/{x}/{y}.png')).toBe(true);
    expect(isRasterTemplate('/tms/{z}/{x}/{-y}.jpg')).toBe(true);
    expect(isRasterTemplate('/tiles/{z}/{x}.png')).toBe(false);
    expect(isRasterTemplate('https://tile.example.org/{z}/{x}/{y}.png')).toBe(false);
    expect(isRasterTemplate('//tile.example.org/{z}/{x}/{y}.png')).toBe(false);
    expect(isStyleAddress('/styles/streets.json')).toBe(true);
    expect(isStyleAddress('/styles/{z}.json')).toBe(false);
    expect(isStyleAddress('styles/streets.json')).toBe(false);
  });

  it('refuses a bad address or a file that is no PMTiles archive at its field, with the map messages', async () => {
    expect(await fieldErrors({ label: 'Bad raster', kind: 'RASTER', url: 'tiles.example/{z}' })).toEqual(['/url map.errors.rasterTemplate']);
    expect(await fieldErrors({ label: 'No address', kind: 'RASTER' })).toEqual(['/url map.errors.urlRequired']);
    expect(await fieldErrors({ label: 'Bad style', kind: 'STYLE', url: 'https://elsewhere.example/style.json' })).toEqual(['/url map.errors.styleAddress']);
    expect(await fieldErrors({ label: 'No archive', kind: 'PMTILES' })).toEqual(['/archive map.errors.archiveRequired']);
    const notArchive = await upload(new TextEncoder().encode('{"type":"FeatureCollection","features":[]}'), 'not-really.pmtiles');
    expect(await fieldErrors({ label: 'Fake archive', kind: 'PMTILES', archive: [notArchive] })).toEqual(['/archive map.errors.notPmtiles']);
  });

  it('checks the archive by its header', async () => {
    expect(hasPmtilesHeader(await tinyRasterPmtiles({ r: 1, g: 2, b: 3 }))).toBe(true);
    expect(hasPmtilesHeader(Buffer.from('PMTiles\u0002'))).toBe(false);
  });
});

describe('the default basemap', () => {
  it('is exactly one: marking a basemap unmarks the others, and without one the offline map is the default', async () => {
    const archive = await upload(new Uint8Array(await tinyRasterPmtiles({ r: 214, g: 168, b: 59 })), 'ochre.pmtiles');
    const ochre = await t.ok<{ $id: string; _u: number }>(t.adminToken, 'create/Basemap', { label: 'Ochre', kind: 'PMTILES', archive: [archive], isDefault: true });
    const raster = await t.ok<{ $id: string; _u: number }>(t.adminToken, 'create/Basemap', { label: 'Local raster', kind: 'RASTER', url: '/tiles/{z}/{x}/{y}.png' });
    expect(await defaults()).toEqual({ defaultId: ochre.$id, marked: [ochre.$id] });

    const marked = await t.ok<{ _u: number }>(t.adminToken, 'update', { $id: raster.$id, _u: raster._u, isDefault: true });
    await expect.poll(defaults).toEqual({ defaultId: raster.$id, marked: [raster.$id] });

    // The default deleted: none is marked, the map opens on the shipped Natural Earth basemap.
    await t.ok(t.adminToken, `delete/${raster.$id}`, { _u: marked._u });
    expect(await defaults()).toEqual({ marked: [] });
    const list = await t.ok<{ basemaps: { id: string }[] }>(t.adminToken, BASEMAPS_OPERATION);
    expect(list.basemaps.map((basemap) => basemap.id)).toEqual([ochre.$id]);
  });
});
