import type { Feature, Geometry } from 'geojson';
import { isGeometry } from '../../../../engine/format/geometry';
import type { OrderedRow } from '../fieldDataOrder';

/** A photo or video of a record, as the export reads it from the file store. */
export interface ExportMedia {
  attachment: string;
  /** Local path of the stored bytes. */
  path: string;
  size: number;
  fileName: string;
  /** Where it goes in the ZIP, e.g. media/3-1-calf.jpg. */
  entryName: string;
}

/** One field data item ready to be written: its row in the ordered list, its fields and media. */
export interface ExportRecord {
  row: OrderedRow;
  id: string;
  fields: Record<string, unknown>;
  media: ExportMedia[];
  /** Colour of its first coloured category (KML style). */
  color: string;
  /** Its answers as a person reads them (question and choice titles, ../../choiceTitles.ts); the codes stay in formData. */
  answers: string;
}

/**
 * Columns of the CSV, in order (formData as JSON with the stored codes, answers as text with the
 * question and choice titles, the point at 5 decimals, any geometry as WKT).
 */
export const CSV_COLUMNS = ['number', 'id', 'label', 'formType', 'trip', 'unparented', 'state', 'program', 'formDef', 'workItem', 'collected', 'finalized', 'categories', 'longitude', 'latitude', 'accuracy', 'wkt', 'formData', 'answers', 'media'] as const;

/** Coordinate precision of business spec §9. */
export function fiveDecimals(value: number): number {
  return Math.round(value * 1e5) / 1e5;
}

/** A file name safe in any archive and file system. */
export function safeFileName(name: string, fallback: string): string {
  return name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[-.]+|-+$/g, '').slice(0, 80) || fallback;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function geometryOf(record: ExportRecord): Geometry | null {
  return isGeometry(record.fields.location) ? record.fields.location : null;
}

/** The record's properties as GeoJSON, KML and CSV carry them. */
export function exportProperties(record: ExportRecord): Record<string, unknown> {
  const { fields, row } = record;
  const properties: Record<string, unknown> = { number: row.number, id: record.id, unparented: row.unparented };
  for (const key of ['label', 'formType', 'trip', 'state', 'program', 'formDef', 'workItem', 'collected', 'finalized', 'categories', 'accuracy', 'formData', 'related']) {
    if (fields[key] !== undefined) properties[key] = fields[key];
  }
  if (record.answers !== '') properties.answers = record.answers;
  properties.media = record.media.map((media) => media.entryName);
  return properties;
}

export function exportFeature(record: ExportRecord): Feature<Geometry | null> {
  return { type: 'Feature', id: record.id, geometry: geometryOf(record), properties: exportProperties(record) };
}

/** One CSV row in CSV_COLUMNS order. */
export function csvRow(record: ExportRecord, wkt: (geometry: Geometry) => string): string[] {
  const { fields, row } = record;
  const geometry = geometryOf(record);
  const point = geometry?.type === 'Point' ? geometry.coordinates : undefined;
  const categories = Array.isArray(fields.categories) ? fields.categories.join(';') : '';
  return [
    String(row.number),
    record.id,
    text(fields.label) ?? '',
    text(fields.formType) ?? '',
    text(fields.trip) ?? '',
    row.unparented ? 'true' : '',
    text(fields.state) ?? '',
    text(fields.program) ?? '',
    text(fields.formDef) ?? '',
    text(fields.workItem) ?? '',
    text(fields.collected) ?? '',
    text(fields.finalized) ?? '',
    categories,
    point ? String(fiveDecimals(point[0] ?? 0)) : '',
    point ? String(fiveDecimals(point[1] ?? 0)) : '',
    typeof fields.accuracy === 'number' ? String(fields.accuracy) : '',
    geometry ? wkt(geometry) : '',
    fields.formData === undefined ? '' : JSON.stringify(fields.formData),
    record.answers,
    record.media.map((media) => media.entryName).join(';'),
  ];
}
