import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPluginTestServer, type PluginTestServer } from '../../server/testing/pluginTestServer';

/**
 * Vector tiles at scale over a real server: points cluster per reader (a count never includes a
 * point the reader may not read), deep zooms carry the points themselves, and the shared index
 * follows writes (create, archive, a visibility change, delete) without being read again.
 * Stoney Creek (Olga) and Northern Ridge (Rita) keep protected points at the same place.
 */
let t: PluginTestServer;
let stoney: string;
let ridge: string;
let olga: { id: string; token: string };
let rita: { id: string; token: string };
const olgaPoints: { $id: string; _u: number }[] = [];
const ritaPoints: { $id: string; _u: number }[] = [];
const PLACE = { lng: -100, lat: 55 };

interface TileFeatureProps { id?: string; count?: number; countLabel?: string; expansionZoom?: number }

/** The tile of zoom z holding a position (Web Mercator tile numbering). */
function tileAt(z: number, lng: number, lat: number): [number, number, number] {
  const n = 2 ** z;
  const rad = (lat * Math.PI) / 180;
  return [z, Math.floor(((lng + 180) / 360) * n), Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n)];
}

/** Whether the last tile's clusters were current (not drawn from an index being rebuilt). */
let clustersCurrent = true;

async function tile(token: string, [z, x, y]: [number, number, number]): Promise<Record<string, TileFeatureProps[]>> {
  const response = await fetch(`${t.url}/api/plugins/spatial/tiles/${z}/${x}/${y}.pbf`, { headers: { authorization: `Bearer ${token}` } });
  clustersCurrent = response.headers.get('x-spatial-clusters') === 'current';
  if (response.status === 204) return {};
  expect(response.status).toBe(200);
  const vt = new VectorTile(new PbfReader(new Uint8Array(await response.arrayBuffer())));
  const layers: Record<string, TileFeatureProps[]> = {};
  for (const [name, layer] of Object.entries(vt.layers)) {
    layers[name] = Array.from({ length: layer.length }, (_, i) => layer.feature(i).properties as TileFeatureProps);
  }
  return layers;
}

/** The points a reader sees in a low-zoom tile over PLACE: clustered counts plus lone points. */
async function pointsSeen(token: string): Promise<number> {
  const layers = await tile(token, tileAt(3, PLACE.lng, PLACE.lat));
  const clustered = (layers.clusters ?? []).reduce((sum, cluster) => sum + (cluster.count ?? 0), 0);
  return clustered + (layers.features ?? []).length;
}

/** The lone points with an id in that tile (a changed point is drawn by itself until its reader's clusters are rebuilt). */
async function lonePoints(token: string): Promise<(string | undefined)[]> {
  return ((await tile(token, tileAt(3, PLACE.lng, PLACE.lat))).features ?? []).map((feature) => feature.id);
}

/** pointsSeen once the reader's clusters are rebuilt (the server says so in x-spatial-clusters). */
async function pointsSeenSettled(token: string): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const seen = await pointsSeen(token);
    if (clustersCurrent) return seen;
    // Poll the condition, not a fixed time: the rebuild runs in a worker thread.
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the clusters were never rebuilt');
}

async function point(token: string, owner: string, n: number): Promise<{ $id: string; _u: number }> {
  const coordinates = [PLACE.lng + n * 0.001, PLACE.lat + n * 0.001];
  return t.ok(token, 'create/SpatialFeature', { label: `Site ${n}`, spatialType: 'SITE', state: 'ACTIVE', owner, geometry: { type: 'Point', coordinates } });
}

beforeAll(async () => {
  t = await startPluginTestServer();
  stoney = (await t.ok<{ $id: string }>(t.adminToken, 'create/Organization', { displayName: 'Stoney Creek', type: 'COMMUNITY' })).$id;
  ridge = (await t.ok<{ $id: string }>(t.adminToken, 'create/Organization', { displayName: 'Northern Ridge', type: 'INDUSTRY' })).$id;
  olga = await t.createUser('Olga', { adminOrg: [stoney], readOrg: [stoney] });
  rita = await t.createUser('Rita', { adminOrg: [ridge], readOrg: [ridge] });
  for (let n = 0; n < 5; n += 1) olgaPoints.push(await point(olga.token, stoney, n));
  for (let n = 5; n < 8; n += 1) ritaPoints.push(await point(rita.token, ridge, n));
});
afterAll(() => t.close());

describe('point clusters', () => {
  it('count only the points each reader may read, and say where a click zooms to', async () => {
    const forOlga = await tile(olga.token, tileAt(3, PLACE.lng, PLACE.lat));
    expect(forOlga.clusters).toEqual([expect.objectContaining({ count: 5, countLabel: '5' })]);
    expect(forOlga.clusters?.[0]?.expansionZoom).toBeGreaterThan(3);
    expect(forOlga.features).toBeUndefined();
    expect((await tile(rita.token, tileAt(3, PLACE.lng, PLACE.lat))).clusters).toEqual([expect.objectContaining({ count: 3 })]);
    expect((await tile(t.adminToken, tileAt(3, PLACE.lng, PLACE.lat))).clusters).toEqual([expect.objectContaining({ count: 8 })]);
  });

  it('give way to the points themselves at deep zooms', async () => {
    const deep = await tile(olga.token, tileAt(14, PLACE.lng + 0.002, PLACE.lat + 0.002));
    expect(deep.clusters).toBeUndefined();
    expect((deep.features ?? []).map((feature) => feature.id)).toContain(olgaPoints[2]?.$id);
    expect((deep.features ?? []).every((feature) => olgaPoints.some((p) => p.$id === feature.id))).toBe(true);
  });
});

describe('the shared index follows writes', () => {
  it('a new point, an archived one, a wider visibility and a deletion show in the next tiles', async () => {
    expect(await pointsSeen(olga.token)).toBe(5);
    olgaPoints.push(await point(olga.token, stoney, 9));
    // The new point is drawn by itself at once, beside the clusters built before it.
    expect(await pointsSeen(olga.token)).toBe(6);
    expect(await pointsSeenSettled(olga.token)).toBe(6);
    expect(await pointsSeen(rita.token)).toBe(3);

    const archived = olgaPoints[0];
    if (!archived) throw new Error('no point');
    await t.ok(olga.token, 'update', { $id: archived.$id, _u: archived._u, state: 'ARCHIVED' });
    // At once: the archived point is not drawn by itself (the old clusters may still count it)…
    expect(await lonePoints(olga.token)).not.toContain(archived.$id);
    // …and once the clusters are rebuilt, the counts are exact.
    expect(await pointsSeenSettled(olga.token)).toBe(5);

    // Made readable by every signed-in user: Rita's clusters count it from now on.
    const shared = olgaPoints[1];
    if (!shared) throw new Error('no point');
    const widened = await t.ok<{ _u: number }>(olga.token, 'update', { $id: shared.$id, _u: shared._u, $access: 'COMMUNITY' });
    expect(await pointsSeen(rita.token)).toBe(4);

    await t.ok(olga.token, `delete/${shared.$id}`, { _u: widened._u });
    // A point a reader can no longer read is never counted: those tiles wait for the rebuild.
    expect(await pointsSeen(rita.token)).toBe(3);
    expect(clustersCurrent).toBe(true);
    expect(await pointsSeen(olga.token)).toBe(4);
  });

  it('a polygon written after the first tile is cut into the next ones, for its readers only', async () => {
    const square = { type: 'Polygon', coordinates: [[[-99.5, 55.2], [-99.4, 55.2], [-99.4, 55.3], [-99.5, 55.3], [-99.5, 55.2]]] };
    const area = await t.ok<{ $id: string }>(olga.token, 'create/SpatialFeature', { label: 'Harvest area', spatialType: 'HARVEST_AREA', state: 'ACTIVE', owner: stoney, geometry: square });
    const coords = tileAt(10, -99.45, 55.25);
    expect(((await tile(olga.token, coords)).features ?? []).map((feature) => feature.id)).toEqual([area.$id]);
    expect(await tile(rita.token, coords)).toEqual({});
  });
});
