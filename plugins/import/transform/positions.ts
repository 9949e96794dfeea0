import type { Geometry, Position } from 'geojson';

/** The geometry with every position replaced by `map(position)`; the input is left untouched. */
export function mapPositions(geometry: Geometry, map: (position: Position) => Position): Geometry {
  switch (geometry.type) {
    case 'Point':
      return { ...geometry, coordinates: map(geometry.coordinates) };
    case 'MultiPoint':
    case 'LineString':
      return { ...geometry, coordinates: geometry.coordinates.map(map) };
    case 'MultiLineString':
    case 'Polygon':
      return { ...geometry, coordinates: geometry.coordinates.map((line) => line.map(map)) };
    case 'MultiPolygon':
      return { ...geometry, coordinates: geometry.coordinates.map((polygon) => polygon.map((ring) => ring.map(map))) };
    case 'GeometryCollection':
      return { ...geometry, geometries: geometry.geometries.map((part) => mapPositions(part, map)) };
  }
}

/** Whether every position is a WGS84 longitude/latitude (anything else cannot be stored or drawn). */
export function positionsAreLonLat(geometry: Geometry): boolean {
  let valid = true;
  mapPositions(geometry, (position) => {
    const [lon, lat] = position;
    if (lon === undefined || lat === undefined || !Number.isFinite(lon) || !Number.isFinite(lat) || Math.abs(lon) > 180 || Math.abs(lat) > 90) valid = false;
    return position;
  });
  return valid;
}
