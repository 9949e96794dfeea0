import { Readable } from 'node:stream';
import { zip as shapefileZip } from '@mapbox/shp-write';
import { stringify } from 'csv-stringify';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import tokml from 'tokml';
import wkx from 'wkx';
import { EXPORTED_FIELDS } from './collectionFeatures';

type Features = AsyncIterable<Feature<Geometry, Record<string, unknown>>>;

export const EXPORT_FORMATS = {
  geojson: { contentType: 'application/geo+json', extension: 'geojson' },
  kml: { contentType: 'application/vnd.google-earth.kml+xml', extension: 'kml' },
  csv: { contentType: 'text/csv; charset=utf-8', extension: 'csv' },
  shapefile: { contentType: 'application/zip', extension: 'zip' },
} as const;
export type ExportFormat = keyof typeof EXPORT_FORMATS;

export function isExportFormat(value: unknown): value is ExportFormat {
  return typeof value === 'string' && Object.hasOwn(EXPORT_FORMATS, value);
}

/** A FeatureCollection written feature by feature: memory stays flat whatever the collection size. */
export function geojsonStream(features: Features): Readable {
  return Readable.from(
    (async function* () {
      yield '{"type":"FeatureCollection","features":[';
      let first = true;
      for await (const feature of features) {
        yield (first ? '' : ',') + JSON.stringify(feature);
        first = false;
      }
      yield ']}';
    })(),
  );
}

/** One CSV row per feature: the exported fields and the geometry as WKT (wkx), streamed by csv-stringify. */
export function csvStream(features: Features): Readable {
  const rows = Readable.from(
    (async function* () {
      for await (const feature of features) {
        yield [...EXPORTED_FIELDS.map((field) => feature.properties[field] ?? ''), wkx.Geometry.parseGeoJSON(feature.geometry).toWkt()];
      }
    })(),
  );
  return rows.pipe(stringify({ header: true, columns: [...EXPORTED_FIELDS, 'wkt'] }));
}

async function collect(features: Features): Promise<FeatureCollection> {
  const collection: FeatureCollection = { type: 'FeatureCollection', features: [] };
  for await (const feature of features) collection.features.push(feature);
  return collection;
}

/** KML (tokml) builds one document: the collection is gathered first. */
export async function kmlText(features: Features, name: string): Promise<string> {
  return tokml(await collect(features), { name: 'label', description: 'description', documentName: name });
}

/**
 * A zipped shapefile (@mapbox/shp-write, WGS84 .prj), one .shp per geometry kind; the library
 * builds the archive in memory, so the collection is gathered first.
 */
export async function shapefileBuffer(features: Features, name: string): Promise<Buffer> {
  const collection = await collect(features);
  const flat = { ...collection, features: collection.features.map((feature) => ({ ...feature, properties: Object.fromEntries(Object.entries(feature.properties ?? {}).map(([key, value]) => [key.slice(0, 10), typeof value === 'object' ? JSON.stringify(value) : value])) })) };
  return shapefileZip<'nodebuffer'>(flat, { folder: name, compression: 'DEFLATE', outputType: 'nodebuffer', types: { point: `${name}-points`, line: `${name}-lines`, polygon: `${name}-polygons`, multipolygon: `${name}-multipolygons`, multiline: `${name}-multilines` } });
}
