import { createReadStream } from 'node:fs';
import { parse } from 'csv-parse';
import type { Geometry } from 'geojson';
import wkx from 'wkx';
import { detectGeometryColumns, type CsvGeometryColumns } from './csvColumns';
import { featureRow, ImportFailure, type FeatureReader, type ImportSource, type ReaderOptions, type ReaderRow } from './readerRow';

interface CsvRecord {
  record: Record<string, string>;
  info: { lines: number };
}

function number(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const value = Number(text.trim().replace(',', '.'));
  return Number.isFinite(value) ? value : undefined;
}

function rowOf(columns: CsvGeometryColumns, { record, info }: CsvRecord): ReaderRow {
  const line = info.lines;
  const properties: Record<string, unknown> = { ...record };
  if (columns.kind === 'latLon') {
    const lat = number(record[columns.lat]);
    const lon = number(record[columns.lon]);
    if (lat === undefined || lon === undefined) return { kind: 'error', line, reason: 'import.errors.badCoordinates', params: { lat: record[columns.lat] ?? '', lon: record[columns.lon] ?? '' } };
    delete properties[columns.lat];
    delete properties[columns.lon];
    return featureRow(line, { type: 'Point', coordinates: [lon, lat] }, properties);
  }
  const text = record[columns.wkt] ?? '';
  if (text.trim() === '') return { kind: 'error', line, reason: 'import.errors.noGeometry' };
  let geometry: Geometry;
  try {
    geometry = wkx.Geometry.parse(text).toGeoJSON() as Geometry;
  } catch {
    return { kind: 'error', line, reason: 'import.errors.badWkt' };
  }
  delete properties[columns.wkt];
  return featureRow(line, geometry, properties);
}

/**
 * Records streamed by csv-parse with their source line (a quoted field may span lines: the line is
 * where the record ends). Coordinates come from lat/lon columns or a WKT column (wkx).
 */
async function* csvRows(path: string, options: ReaderOptions): AsyncGenerator<ReaderRow> {
  let columns: CsvGeometryColumns | undefined;
  const parser = createReadStream(path).pipe(
    parse({
      bom: true,
      delimiter: options.delimiter ?? [',', ';', '\t'],
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
      info: true,
      columns: (header: string[]) => {
        columns = detectGeometryColumns(header, options);
        return header;
      },
    }),
  );
  try {
    for await (const entry of parser as AsyncIterable<CsvRecord>) {
      if (!columns) throw new ImportFailure('import.errors.noGeometryColumns');
      yield rowOf(columns, entry);
    }
  } catch (error) {
    if (error instanceof ImportFailure) throw error;
    throw new ImportFailure('import.errors.badCsv', {}, error instanceof Error ? error.message : String(error));
  }
  if (!columns) throw new ImportFailure('import.errors.noGeometryColumns');
}

export function readCsv(source: ImportSource, options: ReaderOptions = {}): FeatureReader {
  return { meta: {}, rows: csvRows(source.path, options) };
}
