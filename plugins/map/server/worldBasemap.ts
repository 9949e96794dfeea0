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
    ...land.features.map((f): Feature<Geometry> => ({ type: 'Feature', properties: { layer: 'land' }, geometry: f.geometry })),
    { type: 'Feature', properties: { layer: 'border' }, geometry: borders },
  ];
  const collection: FeatureCollection = { type: 'FeatureCollection', features };
  const json = JSON.stringify(collection);
  return { json, etag: `"${createHash('sha256').update(json).digest('hex').slice(0, 32)}"` };
}
