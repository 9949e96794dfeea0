import { readCsv } from './csvReader';
import { readGeoJson } from './geojsonReader';
import { readGpx, readKml } from './kmlReader';
import { readKmz } from './kmzReader';
import { ImportFailure, type FeatureReader, type ImportSource, type ReaderOptions } from './readerRow';
import { readShapefile } from './shapefileReader';

/** Values of the IMP_FORMATS list. */
export const IMPORT_FORMATS = ['GEOJSON', 'KML', 'KMZ', 'GPX', 'SHAPEFILE', 'CSV'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

const BY_EXTENSION: Record<string, ImportFormat> = {
  geojson: 'GEOJSON',
  json: 'GEOJSON',
  kml: 'KML',
  kmz: 'KMZ',
  gpx: 'GPX',
  zip: 'SHAPEFILE',
  csv: 'CSV',
  txt: 'CSV',
};

export function isImportFormat(value: unknown): value is ImportFormat {
  return typeof value === 'string' && (IMPORT_FORMATS as readonly string[]).includes(value);
}

/** The format a file name suggests (its extension), when the import does not name one. */
export function formatOfName(name: string): ImportFormat | undefined {
  const extension = name.toLowerCase().split('.').pop() ?? '';
  return BY_EXTENSION[extension];
}

export function openReader(format: ImportFormat | undefined, source: ImportSource, options: ReaderOptions = {}): FeatureReader {
  const chosen = format ?? formatOfName(source.name);
  switch (chosen) {
    case 'GEOJSON':
      return readGeoJson(source);
    case 'KML':
      return readKml(source);
    case 'KMZ':
      return readKmz(source);
    case 'GPX':
      return readGpx(source);
    case 'SHAPEFILE':
      return readShapefile(source);
    case 'CSV':
      return readCsv(source, options);
    default:
      throw new ImportFailure('import.errors.unknownFormat', { name: source.name });
  }
}
