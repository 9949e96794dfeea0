import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** The offline basemap's data as served: GeoJSON text and its ETag. */
export interface WorldBasemapData {
  json: string;
  etag: string;
}

type Ring = number[][];

/**
 * Natural Earth rings that cross the antimeridian jump from 180 to -180; drawn flat, such a ring
 * spans the whole world and fills a band of latitudes (Chukotka, Fiji). Unwrapped, it runs on past
 * 180 (MapLibre's tiler wraps coordinates beyond ±180 onto the other side). A ring that goes round
 * the pole (Antarctica: one jump) is closed along the pole instead; a ring lying on the pole itself
 * encloses nothing and is dropped.
 */
export function unwrapRing(ring: Ring): Ring | undefined {
  if (ring.every((point) => Math.abs(point[1] ?? 0) >= 89.99)) return undefined;
  let shift = 0;
  const unwrapped: Ring = [];
  ring.forEach((point, index) => {
    const previous = ring[index - 1];
    if (previous !== undefined) {
      const step = (point[0] ?? 0) - (previous[0] ?? 0);
      if (step > 180) shift -= 360;
      else if (step < -180) shift += 360;
    }
    unwrapped.push([(point[0] ?? 0) + shift, point[1] ?? 0]);
  });
  if (shift === 0) return unwrapped;
  const first = unwrapped[0] ?? [0, 0];
  const last = unwrapped[unwrapped.length - 1] ?? [0, 0];
  const pole = (first[1] ?? 0) < 0 ? -90 : 90;
  return [...unwrapped, [last[0] ?? 0, pole], [first[0] ?? 0, pole], first];
}

function unwrapGeometry(geometry: Geometry): Geometry {
  const polygon = (rings: Ring[]): Ring[] => rings.map(unwrapRing).filter((ring): ring is Ring => ring !== undefined);
  if (geometry.type === 'Polygon') return { type: 'Polygon', coordinates: polygon(geometry.coordinates) };
  if (geometry.type === 'MultiPolygon') return { type: 'MultiPolygon', coordinates: geometry.coordinates.map(polygon).filter((rings) => rings.length > 0) };
  return geometry;
}

/**
 * Natural Earth 1:50m land and country borders (public domain, shipped in the world-atlas package),
 * as one GeoJSON FeatureCollection whose features carry `layer`: "land" or "border". Read once per
 * server: nothing leaves the origin, no tiles, glyphs or sprites from elsewhere.
 */
export function loadWorldBasemap(): WorldBasemapData {
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8')) as Topology<{ countries: GeometryCollection; land: GeometryCollection }>;
  const land = feature(topology, topology.objects.land);
  const borders = mesh(topology, topology.objects.countries, (a, b) => a !== b);
  const features: Feature<Geometry>[] = [
    ...land.features.map((f): Feature<Geometry> => ({ type: 'Feature', properties: { layer: 'land' }, geometry: unwrapGeometry(f.geometry) })),
    { type: 'Feature', properties: { layer: 'border' }, geometry: borders },
  ];
  const collection: FeatureCollection = { type: 'FeatureCollection', features };
  const json = JSON.stringify(collection);
  return { json, etag: `"${createHash('sha256').update(json).digest('hex').slice(0, 32)}"` };
}
