import type { Geometry } from 'geojson';
import proj4 from 'proj4';
import { mapPositions } from './positions';

const WGS84 = 'EPSG:4326';
const UTM = /^EPSG:(326|327)(\d{2})$/i;

/**
 * A proj4 definition for a CRS name: EPSG:4326 and EPSG:3857 are proj4's own, WGS84 UTM zones
 * (EPSG:326xx north, 327xx south) are built from their zone, anything else is handed to proj4 as a
 * PROJ string or WKT (a shapefile's .prj; proj4 parses WKT with wkt-parser).
 */
export function definitionOf(crs: string): string {
  const trimmed = crs.trim();
  const utm = UTM.exec(trimmed);
  if (utm) return `+proj=utm +zone=${Number(utm[2])}${utm[1] === '327' ? ' +south' : ''} +datum=WGS84 +units=m +no_defs`;
  return trimmed;
}

export function isWgs84(crs: string | undefined): boolean {
  if (!crs) return true;
  const trimmed = crs.trim().toUpperCase();
  return trimmed === WGS84 || trimmed === 'WGS84' || trimmed === 'CRS:84';
}

/** A converter from the CRS to WGS84 longitude/latitude; throws when proj4 cannot read the definition. */
export function reprojector(crs: string): (geometry: Geometry) => Geometry {
  const converter = proj4(definitionOf(crs), WGS84);
  return (geometry) => mapPositions(geometry, (position) => {
    const [x, y] = converter.forward([position[0] ?? NaN, position[1] ?? NaN]);
    return position.length > 2 ? [x ?? NaN, y ?? NaN, ...position.slice(2)] : [x ?? NaN, y ?? NaN];
  });
}
