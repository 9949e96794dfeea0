import { createReadStream } from 'node:fs';
import pick from 'stream-json/filters/pick.js';
import streamArray from 'stream-json/streamers/stream-array.js';
import { featureRow, ImportFailure, type FeatureReader, type ImportSource, type ReaderRow } from './readerRow';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const GEOMETRY_TYPES = new Set(['Point', 'MultiPoint', 'LineString', 'MultiLineString', 'Polygon', 'MultiPolygon', 'GeometryCollection']);

function rowOf(line: number, value: unknown): ReaderRow {
  if (!isRecord(value) || value.type !== 'Feature') return { kind: 'error', line, reason: 'import.errors.notAFeature' };
  const geometry = value.geometry;
  if (geometry === null || geometry === undefined) return { kind: 'error', line, reason: 'import.errors.noGeometry' };
  if (!isRecord(geometry) || typeof geometry.type !== 'string' || !GEOMETRY_TYPES.has(geometry.type)) {
    return { kind: 'error', line, reason: 'import.errors.badGeometry' };
  }
  // The shape was checked above; coordinates are checked by the transformations (reprojection, rounding).
  return featureRow(line, geometry as unknown as Parameters<typeof featureRow>[1], isRecord(value.properties) ? value.properties : {});
}

/**
 * The `features` array of a FeatureCollection, one feature at a time (stream-json): memory stays
 * flat whatever the file size. The line of a row is the feature's position, from 1.
 */
async function* geojsonRows(path: string): AsyncGenerator<ReaderRow> {
  const input = createReadStream(path);
  const parse = pick.withParserAsStream({ filter: 'features' });
  const features = streamArray.asStream();
  const fail = (error: Error): void => void features.destroy(error);
  input.on('error', fail);
  parse.on('error', fail);
  input.pipe(parse).pipe(features);
  let seen = 0;
  try {
    for await (const entry of features as AsyncIterable<{ key: number; value: unknown }>) {
      seen += 1;
      yield rowOf(entry.key + 1, entry.value);
    }
  } catch (error) {
    throw new ImportFailure('import.errors.badJson', {}, error instanceof Error ? error.message : String(error));
  } finally {
    input.destroy();
  }
  if (seen === 0) throw new ImportFailure('import.errors.noFeatures');
}

export function readGeoJson(source: ImportSource): FeatureReader {
  return { meta: {}, rows: geojsonRows(source.path) };
}
