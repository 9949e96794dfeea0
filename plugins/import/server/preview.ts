import type { Feature, Geometry } from 'geojson';
import type { TransformSettings } from '../transform/settings';
import { transformedRows } from './importStream';
import type { FeatureReader, RowError } from './readers/readerRow';

export const PREVIEW_ROWS = 20;

/** Reply of act/import/preview/{importId}. */
export interface ImportPreview {
  /** The first rows as GeoJSON features after the transformations (line in properties.$line). */
  features: Feature<Geometry, Record<string, unknown>>[];
  /** Property names seen in the source rows read (before mapping: what field mapping and filters name). */
  columns: string[];
  /** Bad rows among those read. */
  errors: RowError[];
  /** Rows read, including filtered and bad ones. */
  rowsRead: number;
  filtered: number;
  /** The source CRS the file declared (.prj), if any. */
  crs?: string;
}

/** Reads only as far as the first `max` features (or `max` × 5 rows): the rest of the file is never opened. */
export async function previewImport(reader: FeatureReader, settings: TransformSettings, max = PREVIEW_ROWS): Promise<ImportPreview> {
  const preview: ImportPreview = { features: [], columns: [], errors: [], rowsRead: 0, filtered: 0 };
  const columns = new Set<string>();
  for await (const item of transformedRows(reader, settings)) {
    preview.rowsRead = item.index;
    if (item.kind === 'feature') {
      for (const key of Object.keys(item.source.properties)) columns.add(key);
      preview.features.push({ type: 'Feature', geometry: item.feature.geometry, properties: { ...item.feature.properties, $line: item.feature.line } });
    } else if (item.kind === 'filtered') preview.filtered += 1;
    else preview.errors.push({ line: item.line, reason: item.reason, ...(item.params ? { params: item.params } : {}) });
    if (preview.features.length >= max || item.index >= max * 5) break;
  }
  preview.columns = [...columns];
  if (reader.meta.crs) preview.crs = reader.meta.crs;
  return preview;
}
