import simplify from '@turf/simplify';
import type { Geometry } from 'geojson';

/** Douglas-Peucker simplification (@turf/simplify) with the tolerance in degrees; points pass unchanged. */
export function simplifyGeometry(geometry: Geometry, tolerance: number): Geometry {
  if (tolerance <= 0 || geometry.type === 'Point' || geometry.type === 'MultiPoint') return geometry;
  return simplify(geometry, { tolerance, highQuality: false, mutate: false });
}
