import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPluginTestServer, type PluginTestServer } from '../../server/testing/pluginTestServer';
import type { Feature } from './server/featureShape';

/**
 * The spatial module over a real server: geometry validation and its stored form, spatial states
 * and the searches, act/spatial.streamFeatures and the vector tiles, each answering only what the
 * asker may read. Stoney Creek keeps protected features; Olga administers it, Stan reads nothing.
 */
let t: PluginTestServer;
let stoney: string;
let ridge: string;
let olga: { id: string; token: string };
let rita: { id: string; token: string };
let stan: { id: string; token: string };
const ids: Record<string, string> = {};

const square = (west: number, south: number, size: number) => ({
  type: 'Polygon',
  coordinates: [[[west, south], [west + size, south], [west + size, south + size], [west, south + size], [west, south]]],
});

async function create(token: string, type: string, fields: Record<string, unknown>): Promise<{ $id: string; _u: number } & Record<string, unknown>> {
  return t.ok(token, `create/${type}`, fields);
}

beforeAll(async () => {
  t = await startPluginTestServer();
  stoney = (await t.ok<{ $id: string }>(t.adminToken, 'create/Organization', { displayName: 'Stoney Creek', type: 'COMMUNITY' })).$id;
  ridge = (await t.ok<{ $id: string }>(t.adminToken, 'create/Organization', { displayName: 'Northern Ridge', type: 'INDUSTRY' })).$id;
  olga = await t.createUser('Olga', { adminOrg: [stoney], readOrg: [stoney] });
  rita = await t.createUser('Rita', { adminOrg: [ridge], readOrg: [ridge] });
  stan = await t.createUser('Stan');
  ids.study = (await create(olga.token, 'SpatialCollection', { label: 'Use study', spatialType: 'CULTURAL', state: 'ACTIVE', owner: stoney, geometry: square(-123, 53.8, 0.3) })).$id;
  ids.camp = (await create(olga.token, 'SpatialFeature', { label: 'Fishing camp', spatialType: 'CULTURAL', state: 'ACTIVE', owner: stoney, importedVia: ids.study, geometry: { type: 'Point', coordinates: [-122.93, 53.99] } })).$id;
  ids.pit = (await create(olga.token, 'SpatialFeature', { label: 'Gravel pit', spatialType: 'SITE', state: 'ACTIVE', owner: stoney, geometry: square(-122.91, 53.91, 0.01) })).$id;
  ids.oldTrail = (await create(olga.token, 'SpatialFeature', { label: 'Old trail', spatialType: 'TRAIL', state: 'ARCHIVED', owner: stoney, geometry: { type: 'LineString', coordinates: [[-122.95, 53.9], [-122.93, 53.93]] } })).$id;
  ids.claim = (await create(rita.token, 'SpatialFeature', { label: 'Ridge claim', spatialType: 'PROJECT_AREA', state: 'ACTIVE', owner: ridge, geometry: square(-122.88, 53.93, 0.04) })).$id;
});
afterAll(() => t.close());

describe('geometry fields', () => {
  it('store coordinates at 5 decimals with the bbox, also as searchable bounds', async () => {
    const item = await create(olga.token, 'SpatialFeature', {
      label: 'Precise point',
      spatialType: 'SITE',
      state: 'DRAFT',
      owner: stoney,
      geometry: { type: 'LineString', coordinates: [[-122.123456789, 53.987654321], [-122.1, 54.0000049]] },
      west: 0,
    });
    expect(item.geometry).toEqual({ type: 'LineString', coordinates: [[-122.12346, 53.98765], [-122.1, 54]], bbox: [-122.12346, 53.98765, -122.1, 54] });
    expect([item.west, item.south, item.east, item.north]).toEqual([-122.12346, 53.98765, -122.1, 54]);
    const inBounds = await t.ok<{ ids: string[] }>(olga.token, 'search/ids', {
      must: [{ kind: 'type', value: 'SpatialFeature' }, { prop: 'west', kind: 'range', value: { from: -122.2 } }, { prop: 'north', kind: 'range', value: { to: 54.1 } }],
      max: 'all',
    });
    expect(inBounds.ids).toEqual([item.$id]);
    // Removing the geometry removes its bounds.
    const cleared = await t.ok<Record<string, unknown>>(olga.token, 'update', { $id: item.$id, _u: item._u, geometry: null });
    expect(cleared.geometry).toBeUndefined();
    expect(cleared.west).toBeUndefined();
  });

  it('refuse what is no geometry with a translated reason', async () => {
    const base = { label: 'Bad', spatialType: 'SITE', state: 'ACTIVE', owner: stoney };
    const reasons = async (geometry: unknown): Promise<string[]> => {
      const reply = await t.call(olga.token, 'create/SpatialFeature', { ...base, geometry });
      expect(reply.erred).toBe(true);
      return ((reply.b as { errors?: { messageId: string }[] }).errors ?? []).map((error) => error.messageId);
    };
    expect(await reasons({ type: 'Feature', geometry: null, properties: {} })).toContain('errors.geojson.notGeometry');
    expect(await reasons({ type: 'Polygon', coordinates: [[[0, 0], [1, 0], [1, 1]]] })).toContain('errors.geojson.invalid');
    expect(await reasons({ type: 'Point', coordinates: [500000, 6000000] })).toContain('errors.geojson.outOfRange');
  });
});

describe('spatial states', () => {
  it('keep archived features reachable by their link while ACTIVE searches leave them out', async () => {
    expect(await t.ok(olga.token, `read/${ids.oldTrail}`)).toMatchObject({ state: 'ARCHIVED' });
    const active = await t.ok<{ ids: string[]; facets: Record<string, { key: string; count: number }[]> }>(olga.token, 'search/ids', {
      // What the spatial.features cell sends with its preselected facet state=ACTIVE (nav.json).
      must: [{ kind: 'type', value: 'SpatialFeature' }],
      facets: [{ field: 'state', kind: 'lov', selected: ['ACTIVE'] }, { field: 'spatialType', kind: 'lov' }],
      max: 'all',
    });
    expect(active.ids).toContain(ids.pit);
    expect(active.ids).not.toContain(ids.oldTrail);
    // The state facet still counts the archived one, so it is a click away.
    expect(active.facets.state?.find((f) => f.key === 'ARCHIVED')?.count).toBe(1);
  });
});

describe('the SPL_TYPES list', () => {
  it('is edited by whoever may create a SpatialCollection (business spec §6)', async () => {
    await t.ok(olga.token, 'create/LOVValue', { list: 'SPL_TYPES', key: 'MOOSE_LICK', t: { en: 'Moose lick', fr: 'Salines à orignaux' } });
    const outsider = await t.createUser('Nora', { capabilities: { Core: true } });
    expect(await t.refusal(outsider.token, 'create/LOVValue', { list: 'SPL_TYPES', key: 'NOPE', t: { en: 'Nope' } })).toBe('notAllowed');
    expect(await t.refusal(outsider.token, 'create/SpatialCollection', { label: 'Mine', spatialType: 'SITE', state: 'ACTIVE' })).toBe('notAllowed');
  });
});

describe('act/spatial.streamFeatures', () => {
  const stream = (token: string, body: unknown) => t.ok<{ features: Feature[] }>(token, 'act/spatial.streamFeatures', body);
  const featureIds = (reply: { features: Feature[] }) => reply.features.map((f) => f.$id).sort();

  it('answers only what the asker may read, ACTIVE only unless includeExcluded', async () => {
    expect(featureIds(await stream(olga.token, { featureIDs: [ids.pit, ids.oldTrail, ids.claim] }))).toEqual([ids.pit]);
    expect(featureIds(await stream(olga.token, { featureIDs: [ids.pit, ids.oldTrail], includeExcluded: true }))).toEqual([ids.oldTrail, ids.pit].sort());
    expect(featureIds(await stream(rita.token, { featureIDs: [ids.pit, ids.claim] }))).toEqual([ids.claim]);
    expect((await stream(stan.token, { featureIDs: [ids.pit, ids.claim] })).features).toEqual([]);
  });

  it('loads a collection with its features, and a whole layer when nothing is named', async () => {
    const collection = await stream(olga.token, { collectionIDs: [ids.study] });
    expect(featureIds(collection)).toEqual([ids.camp, ids.study].sort());
    const camp = collection.features.find((f) => f.$id === ids.camp);
    expect(camp).toMatchObject({ collection: ids.study, properties: { kind: 'feature', label: 'Fishing camp', spatialType: 'CULTURAL' }, bbox: [-122.93, 53.99, -122.93, 53.99] });
    expect(camp?.$labels[ids.study ?? '']).toBe('Use study');
    expect(featureIds(await stream(olga.token, { relatedIDs: [stoney] }))).toEqual([ids.camp, ids.pit, ids.study].sort());
    const proxied = await stream(olga.token, { proxyIDs: [ids.pit] });
    expect(proxied.features.map((f) => f.proxy)).toEqual([ids.pit]);
    expect(featureIds(await stream(olga.token, {}))).toEqual([ids.camp, ids.pit, ids.study].sort());
  });

  it('refuses a malformed payload', async () => {
    expect(await t.refusal(olga.token, 'act/spatial.streamFeatures', { featureIDs: 'SpatialFeature-1' })).toBe('parseRequestFailed');
    expect(await t.refusal(olga.token, 'act/spatial.streamFeatures', { includeExcluded: 'yes' })).toBe('parseRequestFailed');
  });
});

describe('vector tiles', () => {
  async function tile(token: string | null, z: number, x: number, y: number): Promise<{ status: number; layers: Record<string, { id: string; kind: string }[]> }> {
    const response = await fetch(`${t.url}/api/plugins/spatial/tiles/${z}/${x}/${y}.pbf`, token === null ? {} : { headers: { authorization: `Bearer ${token}` } });
    if (response.status !== 200) return { status: response.status, layers: {} };
    const vt = new VectorTile(new PbfReader(new Uint8Array(await response.arrayBuffer())));
    const layers: Record<string, { id: string; kind: string }[]> = {};
    for (const [name, layer] of Object.entries(vt.layers)) {
      layers[name] = Array.from({ length: layer.length }, (_, i) => {
        const properties = layer.feature(i).properties;
        return { id: String(properties.id), kind: String(properties.kind) };
      });
    }
    return { status: response.status, layers };
  }
  const tileIds = (layers: Record<string, { id: string }[]>, name: string) => (layers[name] ?? []).map((f) => f.id).sort();

  it('carry only the ACTIVE features and collections each reader may read', async () => {
    // Tile 6/10/20 covers the whole study area (about 5.6° wide).
    const forOlga = await tile(olga.token, 6, 10, 20);
    expect(tileIds(forOlga.layers, 'features')).toEqual([ids.camp, ids.pit].sort());
    expect(tileIds(forOlga.layers, 'collections')).toEqual([ids.study]);
    expect(forOlga.layers.collections?.[0]?.kind).toBe('collection');
    // Rita's tile, asked for right after Olga's, holds nothing of Stoney Creek's: no index is shared.
    const forRita = await tile(rita.token, 6, 10, 20);
    expect(tileIds(forRita.layers, 'features')).toEqual([ids.claim]);
    expect(forRita.layers.collections).toBeUndefined();
    expect((await tile(stan.token, 0, 0, 0)).status).toBe(204);
    expect((await tile(null, 0, 0, 0)).status).toBe(401);
    expect((await tile(olga.token, 3, 99, 0)).status).toBe(404);
  });

  it('follow writes: the version moves and an archived feature leaves the tiles', async () => {
    const before = await (await fetch(`${t.url}/api/plugins/spatial/tiles/version`, { headers: { authorization: `Bearer ${olga.token}` } })).json() as { version: number };
    const pit = await t.ok<{ _u: number }>(olga.token, `read/${ids.pit}`);
    await t.ok(olga.token, 'update', { $id: ids.pit, _u: pit._u, state: 'ARCHIVED' });
    const after = await (await fetch(`${t.url}/api/plugins/spatial/tiles/version`, { headers: { authorization: `Bearer ${olga.token}` } })).json() as { version: number };
    expect(after.version).toBeGreaterThan(before.version);
    expect(tileIds((await tile(olga.token, 6, 10, 20)).layers, 'features')).toEqual([ids.camp]);
    // Still reachable by its link.
    expect(await t.ok(olga.token, `read/${ids.pit}`)).toMatchObject({ state: 'ARCHIVED' });
  });
});
