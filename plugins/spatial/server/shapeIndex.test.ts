import { describe, expect, it } from 'vitest';
import { ShapeIndex, type TileFeature } from './shapeIndex';

const square = (id: string, west: number): TileFeature => ({
  type: 'Feature',
  geometry: { type: 'Polygon', coordinates: [[[west, 0], [west + 1, 0], [west + 1, 1], [west, 1], [west, 0]]] },
  properties: { id, label: id, spatialType: 'SITE', kind: 'feature' },
});

const idsIn = (index: ShapeIndex, keep: (id: string) => boolean = () => true): string[] =>
  index.tileFeatures(0, 0, 0, keep).map((feature) => String(feature.tags?.id)).sort();

describe('ShapeIndex', () => {
  it('merges the base with later changes: replaced and removed shapes never show twice or stale', () => {
    const index = new ShapeIndex();
    index.set('a', square('a', 0));
    index.set('b', square('b', 10));
    expect(idsIn(index)).toEqual(['a', 'b']);
    index.set('b', undefined);
    index.set('c', square('c', 20));
    index.set('a', square('a', 30));
    expect(idsIn(index)).toEqual(['a', 'c']);
    // The moved shape is drawn where it is now (x near 30° east at zoom 0).
    const moved = index.tileFeatures(0, 0, 0, (id) => id === 'a')[0];
    const firstX = moved?.type === 3 ? moved.geometry[0]?.[0]?.[0] : undefined;
    expect(firstX).toBeGreaterThan(2048 + 300);
    expect(idsIn(index, (id) => id !== 'c')).toEqual(['a']);
  });

  it('recuts its base once many changes piled up, with the same answer', () => {
    const index = new ShapeIndex();
    expect(idsIn(index)).toEqual([]);
    for (let n = 0; n < 2500; n += 1) index.set(`s${n}`, square(`s${n}`, (n % 300) - 150));
    for (let n = 0; n < 2500; n += 2) index.set(`s${n}`, undefined);
    expect(index.size).toBe(1250);
    expect(idsIn(index)).toHaveLength(1250);
  });

  it('leaves out shapes narrower than a pixel until a zoom where they span one', () => {
    const index = new ShapeIndex();
    const tiny: TileFeature = {
      type: 'Feature',
      geometry: { type: 'Polygon', coordinates: [[[10, 10], [10.01, 10], [10.01, 10.01], [10, 10.01], [10, 10]]] },
      properties: { id: 'tiny', label: 'tiny', spatialType: 'SITE', kind: 'feature' },
    };
    index.set('tiny', tiny);
    index.set('big', square('big', 0));
    expect(idsIn(index)).toEqual(['big']);
    // Zoom 12: the tile holding 10.005°E 10.005°N, where 0.01° is about 29 pixels.
    const n = 2 ** 12;
    const x = Math.floor(((10.005 + 180) / 360) * n);
    const rad = (10.005 * Math.PI) / 180;
    const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n);
    expect(index.tileFeatures(12, x, y, () => true).map((feature) => feature.tags?.id)).toEqual(['tiny']);
  });
});
