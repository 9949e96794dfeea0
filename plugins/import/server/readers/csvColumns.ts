import type { ReaderOptions } from './readerRow';

/** Where a CSV keeps its geometry: two coordinate columns or one WKT column. */
export type CsvGeometryColumns = { kind: 'latLon'; lat: string; lon: string } | { kind: 'wkt'; wkt: string };

const LAT_NAMES = ['lat', 'latitude', 'y', 'lat_dd', 'ycoord'];
const LON_NAMES = ['lon', 'lng', 'long', 'longitude', 'x', 'lon_dd', 'xcoord'];
const WKT_NAMES = ['wkt', 'geometry', 'geom', 'the_geom', 'shape'];

function findColumn(header: string[], names: string[]): string | undefined {
  return header.find((column) => names.includes(column.trim().toLowerCase()));
}

/** The geometry columns: the ones the settings name, else the usual names found in the header. */
export function detectGeometryColumns(header: string[], options: ReaderOptions): CsvGeometryColumns | undefined {
  if (options.wktColumn && header.includes(options.wktColumn)) return { kind: 'wkt', wkt: options.wktColumn };
  const lat = options.latColumn && header.includes(options.latColumn) ? options.latColumn : findColumn(header, LAT_NAMES);
  const lon = options.lonColumn && header.includes(options.lonColumn) ? options.lonColumn : findColumn(header, LON_NAMES);
  if (lat && lon) return { kind: 'latLon', lat, lon };
  const wkt = findColumn(header, WKT_NAMES);
  return wkt ? { kind: 'wkt', wkt } : undefined;
}
