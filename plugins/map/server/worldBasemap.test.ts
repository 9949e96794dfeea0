import { describe, expect, it } from 'vitest';
import { loadWorldBasemap, unwrapRing } from './worldBasemap';

const jumps = (ring: number[][]): number => ring.filter((point, n) => n > 0 && Math.abs((point[0] ?? 0) - (ring[n - 1]?.[0] ?? 0)) > 180).length;

describe('the offline basemap across the antimeridian', () => {
  it('runs a ring that crosses 180 on past it instead of across the world', () => {
    const chukotka = [[170, 65], [179.9, 66], [-179.9, 67], [-175, 66], [-179.9, 64], [179.9, 64], [170, 65]];
    expect(unwrapRing(chukotka)).toEqual([[170, 65], [179.9, 66], [180.1, 67], [185, 66], [180.1, 64], [179.9, 64], [170, 65]]);
  });

  it('closes a ring round the pole along the pole and drops rings lying on it', () => {
    const antarctica = [[-180, -80], [-90, -70], [0, -70], [90, -70], [180, -80], [-180, -80]];
    expect(unwrapRing(antarctica)).toEqual([[-180, -80], [-90, -70], [0, -70], [90, -70], [180, -80], [180, -80], [180, -90], [-180, -90], [-180, -80]]);
    expect(unwrapRing([[-180, -90], [0, -90], [180, -90], [-180, -90]])).toBeUndefined();
  });

  it('serves land without a ring that jumps across the world', () => {
    const world = JSON.parse(loadWorldBasemap().json) as { features: { properties: { layer: string }; geometry: { type: string; coordinates: number[][][][] } }[] };
    const land = world.features.filter((feature) => feature.properties.layer === 'land' && feature.geometry.type === 'MultiPolygon');
    const rings = land.flatMap((feature) => feature.geometry.coordinates.flat());
    // Only Antarctica's closing edge along the pole runs from one side to the other.
    expect(rings.filter((ring) => jumps(ring) > 0).map((ring) => Math.min(...ring.map((point) => point[1] ?? 0)))).toEqual([-90]);
  });
});
