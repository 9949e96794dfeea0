import type { ItemFields, Writer } from '../../../engine/protocol/item';
import type { PluginItems } from '../../../engine/plugin/serverPlugin';
import type { PreparedFeature } from '../transform/pipeline';

/**
 * The one place that knows the spatial plugin's item types (plugins/spatial, built alongside):
 * SpatialCollection {label, spatialType, description, owner, state} and SpatialFeature {label,
 * spatialType, description (html), contact, owner, importedVia, state, geometry}. Everything else
 * in the import plugin hands over PreparedFeatures and never names these fields.
 */
export const COLLECTION_TYPE = 'SpatialCollection';
export const FEATURE_TYPE = 'SpatialFeature';

/** Where features go: counts them (benchmarks, dry runs) or creates SpatialFeature items. */
export interface FeatureSink {
  /** Synchronous: called inside the batch's store transaction. */
  write(feature: PreparedFeature): void;
  /**
   * A whole batch at once (the store's bulk path); a refusal names the refused features by their
   * index in `features` (createMany's `details.errors`). Sinks without it get write() per feature.
   */
  writeMany?(features: readonly PreparedFeature[]): void;
}

export interface NewCollection {
  label: string;
  spatialType?: string;
  owner?: string;
  description?: string;
}

export function createCollection(items: PluginItems, writer: Writer, collection: NewCollection): string {
  const fields: ItemFields = { label: collection.label, state: 'ACTIVE' };
  if (collection.spatialType) fields.spatialType = collection.spatialType;
  if (collection.owner) fields.owner = collection.owner;
  if (collection.description) fields.description = collection.description;
  return items.create(COLLECTION_TYPE, fields, writer).$id;
}

const LABEL_PROPERTIES = ['label', 'name', 'Name', 'NAME', 'title', 'Title'];
const LABEL_MAX = 200;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function plain(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value as string | number | boolean);
}

/** The label the feature is listed under: a label/name property, else "{import} #{line}". */
export function featureLabel(feature: PreparedFeature, fallback: string): string {
  for (const key of LABEL_PROPERTIES) {
    const text = plain(feature.properties[key]).trim();
    if (text) return text.slice(0, LABEL_MAX);
  }
  return `${fallback} #${feature.line}`.slice(0, LABEL_MAX);
}

/**
 * The feature's description (html): its own description, then a table of the other source
 * attributes so nothing of the file is lost (values escaped: source files are untrusted).
 */
export function featureDescription(feature: PreparedFeature): string | undefined {
  const own = plain(feature.properties.description).trim();
  const rows = Object.entries(feature.properties)
    .filter(([key, value]) => key !== 'description' && !LABEL_PROPERTIES.includes(key) && plain(value) !== '')
    .map(([key, value]) => `<tr><th>${escapeHtml(key)}</th><td>${escapeHtml(plain(value))}</td></tr>`);
  const table = rows.length > 0 ? `<table>${rows.join('')}</table>` : '';
  const html = `${own ? `<p>${escapeHtml(own)}</p>` : ''}${table}`;
  return html || undefined;
}

export function featureFields(feature: PreparedFeature, collection: string, fallbackLabel: string): ItemFields {
  const fields: ItemFields = { label: featureLabel(feature, fallbackLabel), importedVia: collection, state: feature.constants.state ?? 'ACTIVE', geometry: feature.geometry };
  const description = featureDescription(feature);
  if (description) fields.description = description;
  if (feature.constants.spatialType) fields.spatialType = feature.constants.spatialType;
  if (feature.constants.owner) fields.owner = feature.constants.owner;
  return fields;
}

/** Creates one SpatialFeature per prepared feature, importedVia the collection, as the importing user. */
export function storeSink(items: PluginItems, writer: Writer, collection: string, fallbackLabel: string): FeatureSink {
  const { createMany } = items;
  return {
    write: (feature) => void items.create(FEATURE_TYPE, featureFields(feature, collection, fallbackLabel), writer),
    ...(createMany
      ? { writeMany: (features) => void createMany(FEATURE_TYPE, features.map((feature) => featureFields(feature, collection, fallbackLabel)), writer) }
      : {}),
  };
}

/** A sink that only counts (benchmarks, and the check pass of a run). */
export function countingSink(): FeatureSink & { count: number } {
  const sink = { count: 0, write: () => void (sink.count += 1) };
  return sink;
}
