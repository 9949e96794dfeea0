import type { Feature, Geometry } from 'geojson';

/** A feature as readers hand it over: WGS84 or the source's own CRS (see `ReaderMeta.crs`). */
export type ImportFeature = Feature<Geometry, Record<string, unknown>>;

/** A row the reader could not turn into a feature: where, and why as a message id with its values. */
export interface RowError {
  /** Source line (CSV), record number (shapefile, GeoJSON feature, KML placemark), counted from 1. */
  line: number;
  /** Message id under `import.errors.*` (plugins/import/messages). */
  reason: string;
  params?: Record<string, string | number>;
}

export type ReaderRow = { kind: 'feature'; line: number; feature: ImportFeature } | ({ kind: 'error' } & RowError);

/** What a reader learned about its source before the first row (a shapefile's .prj). */
export interface ReaderMeta {
  /** A proj4 definition (WKT or PROJ string) of the source coordinates; absent: WGS84 unless settings say otherwise. */
  crs?: string;
}

/** An uploaded file as readers see it: a local path (zip readers need random access) and its original name. */
export interface ImportSource {
  path: string;
  name: string;
}

export interface ReaderOptions {
  /** CSV: columns holding latitude and longitude, or WKT; detected from the header when absent. */
  latColumn?: string;
  lonColumn?: string;
  wktColumn?: string;
  delimiter?: string;
}

/** A format reader: streams rows; a bad row is a `RowError`, a source it cannot open at all throws an ImportFailure. */
export interface FeatureReader {
  meta: ReaderMeta;
  rows: AsyncIterable<ReaderRow>;
}

export function featureRow(line: number, geometry: Geometry | null | undefined, properties: Record<string, unknown> | null | undefined): ReaderRow {
  if (!geometry) return { kind: 'error', line, reason: 'import.errors.noGeometry' };
  return { kind: 'feature', line, feature: { type: 'Feature', geometry, properties: properties ?? {} } };
}

/** A whole source that cannot be read (not a zip, no .shp inside, not JSON …): the import fails with this message. */
export class ImportFailure extends Error {
  constructor(
    readonly reason: string,
    readonly params: Record<string, string | number> = {},
    detail?: string,
  ) {
    super(detail ?? reason);
  }
}
