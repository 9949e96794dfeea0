import Supercluster from 'supercluster';
import { afterAll, describe, expect, it } from 'vitest';
import { ClusterBuilder } from './clusterBuilder';
import { CLUSTER_OPTIONS } from './pointClusters';
import { tilePosition } from './readerClusters';
import type { TileProperties } from './shapeIndex';

const builder = new ClusterBuilder(CLUSTER_OPTIONS);
afterAll(() => builder.close());

/** 3,000 points in three dense groups and a scatter, seeded so every run clusters the same. */
function points(): { lngLat: Float64Array; properties: TileProperties[] } {
  let state = 42;
  const random = (): number => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const coordinates: number[] = [];
  const properties: TileProperties[] = [];
  for (let n = 0; n < 3000; n += 1) {
    const group = n % 4;
    const [lng, lat] = group === 3 ? [-141 + random() * 88, 48 + random() * 22] : [-120 + group * 10 + random() * 0.5, 55 + random() * 0.5];
    coordinates.push(lng, lat);
    properties.push({ id: `SpatialFeature-${n + 1}`, label: `Site ${n + 1}`, spatialType: 'SITE', kind: 'feature' });
  }
  return { lngLat: Float64Array.from(coordinates), properties };
}

describe('ClusterBuilder (supercluster in a worker thread)', () => {
  it('answers the very index supercluster builds on this thread: same tiles, counts and expansion zooms', async () => {
    const { lngLat, properties } = points();
    const local = new Supercluster<TileProperties>(CLUSTER_OPTIONS).load(
      properties.map((props, i) => ({ type: 'Feature' as const, geometry: { type: 'Point' as const, coordinates: [lngLat[2 * i] ?? 0, lngLat[2 * i + 1] ?? 0] }, properties: props })),
    );
    const built = await builder.build(Float64Array.from(lngLat), properties);
    for (const [z, x, y] of [[0, 0, 0], [3, 1, 2], [5, 8, 19], [9, 85, 160], [14, 2730, 5350]] as const) {
      const expected = local.getTile(z, x, y)?.features ?? [];
      const actual = built.getTile(z, x, y)?.features ?? [];
      expect(actual).toEqual(expected);
      for (const feature of actual) {
        const tags = feature.tags;
        if (tags && 'cluster' in tags && tags.cluster) expect(built.getClusterExpansionZoom(tags.cluster_id)).toBe(local.getClusterExpansionZoom(tags.cluster_id));
      }
    }
    const world = built.getTile(0, 0, 0)?.features ?? [];
    const total = world.reduce((sum, feature) => sum + (feature.tags && 'cluster' in feature.tags && feature.tags.cluster ? feature.tags.point_count : 1), 0);
    expect(total).toBe(3000);
    const lone = built.getTile(14, 2730, 5350)?.features.find((feature) => feature.tags && 'id' in feature.tags);
    if (lone?.tags && 'id' in lone.tags) expect(properties.map((p) => p.id)).toContain(lone.tags.id);
  });

  it('places a point in tile units as supercluster does, and leaves out points outside the tile', () => {
    expect(tilePosition(0, 0, 0, 0, 0)).toEqual([2048, 2048]);
    expect(tilePosition(-180, 0, 1, 0, 0)).toEqual([0, 4096]);
    expect(tilePosition(90, 0, 1, 0, 0)).toBeUndefined();
  });
});
