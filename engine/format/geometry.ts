import { getIssues } from '@placemarkio/check-geojson';
import { bbox } from '@turf/bbox';
import { coordAll } from '@turf/meta';
import { truncate } from '@turf/truncate';
import type { BBox, Geometry } from 'geojson';
import { COORDINATE_DECIMALS } from './coordinates';

/** The GeoJSON geometry types a `geojson` field accepts (RFC 7946 §3.1; Feature wrappers are not geometries). */
export const GEOMETRY_TYPES = ['Point', 'MultiPoint', 'LineString', 'MultiLineString', 'Polygon', 'MultiPolygon', 'GeometryCollection'] as const;

/** Why a value is no usable geometry, as a message id a form can show. */
export type GeometryProblem = 'errors.geojson.notGeometry' | 'errors.geojson.invalid' | 'errors.geojson.empty' | 'errors.geojson.outOfRange';

function isGeometryType(value: unknown): value is Geometry['type'] {
  return typeof value === 'string' && (GEOMETRY_TYPES as readonly string[]).includes(value);
}

/**
 * Checks a value as an RFC 7946 geometry with @placemarkio/check-geojson (structure, positions,
 * rings closed and long enough); undefined when it is one.
 */
export function geometryProblem(value: unknown): GeometryProblem | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'errors.geojson.notGeometry';
  if (!isGeometryType((value as { type?: unknown }).type)) return 'errors.geojson.notGeometry';
  if (getIssues(JSON.stringify(value)).length > 0) return 'errors.geojson.invalid';
  const positions = coordAll(value as Geometry);
  if (positions.length === 0) return 'errors.geojson.empty';
  // Longitude and latitude (RFC 7946 §4: WGS 84); projected coordinates pasted by mistake land here.
  const outside = positions.some(([lng = 0, lat = 0]) => Math.abs(lng) > 180 || Math.abs(lat) > 90);
  return outside ? 'errors.geojson.outOfRange' : undefined;
}

export function isGeometry(value: unknown): value is Geometry {
  return geometryProblem(value) === undefined;
}

/** [west, south, east, north] of a geometry (@turf/bbox), two-dimensional. */
export function geometryBbox(geometry: Geometry): [number, number, number, number] {
  const [west, south, east, north] = bbox(geometry) as BBox;
  return [west, south, east, north];
}

/**
 * The stored form of a geometry: coordinates rounded to the spec's 5 decimals (@turf/truncate,
 * elevation kept) and its bbox member recomputed, so every reader gets the same, compact value.
 */
export function normalizeGeometry(geometry: Geometry): Geometry {
  const rounded = truncate(structuredClone(geometry), { precision: COORDINATE_DECIMALS, coordinates: 3, mutate: true });
  const withoutBbox: Geometry = { ...rounded };
  delete withoutBbox.bbox;
  return { ...withoutBbox, bbox: geometryBbox(withoutBbox) };
}

export interface GeometrySummary {
  type: Geometry['type'];
  vertices: number;
  bbox: [number, number, number, number];
}

/** What a reader is told of a geometry in a cell: its type, how many positions, where it lies. */
export function geometrySummary(value: unknown): GeometrySummary | undefined {
  if (!isGeometry(value)) return undefined;
  return { type: value.type, vertices: coordAll(value).length, bbox: geometryBbox(value) };
}

/**
 * The geometry inside pasted or uploaded GeoJSON: a geometry as is, a Feature's geometry, the one
 * feature of a FeatureCollection; anything else is returned unchanged for validation to refuse.
 */
export function geometryOfGeoJson(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const record = value as { type?: unknown; geometry?: unknown; features?: unknown };
  if (record.type === 'Feature') return record.geometry;
  if (record.type === 'FeatureCollection' && Array.isArray(record.features) && record.features.length === 1) {
    return geometryOfGeoJson(record.features[0]);
  }
  return value;
}
