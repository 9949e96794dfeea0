import type { Feature, Geometry } from 'geojson';

/** A bad row as the server reports it: line, reason (message id) and the values the message names. */
export interface RowErrorEntry {
  line: number;
  reason: string;
  params?: Record<string, string | number>;
}

/** Reply of act/importPreview/{importId} (plugins/import/server/preview.ts). */
export interface PreviewReply {
  features: Feature<Geometry, Record<string, unknown>>[];
  columns: string[];
  errors: RowErrorEntry[];
  rowsRead: number;
  filtered: number;
  crs?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function isPreview(value: unknown): value is PreviewReply {
  return isRecord(value) && Array.isArray(value.features) && Array.isArray(value.columns) && Array.isArray(value.errors);
}

/** The bad rows an Import item keeps (field rowErrors), whatever shape a stale item has. */
export function rowErrorsOf(value: unknown): RowErrorEntry[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown): RowErrorEntry[] => {
    if (!isRecord(entry) || typeof entry.line !== 'number' || typeof entry.reason !== 'string') return [];
    const params = isRecord(entry.params) ? (Object.fromEntries(Object.entries(entry.params).filter(([, v]) => typeof v === 'string' || typeof v === 'number')) as Record<string, string | number>) : undefined;
    return [{ line: entry.line, reason: entry.reason, ...(params ? { params } : {}) }];
  });
}

/** A message id from a refused operation, else the generic failure text (never a raw server text). */
export function messageOf(error: unknown): string {
  const text = error instanceof Error ? error.message : '';
  return /^[a-z]+(\.[A-Za-z]+)+$/.test(text) ? text : 'errors.generalFailure';
}

export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value as string | number | boolean);
}
