import type { BBox, Geometry } from 'geojson';
import { geometryBbox, isGeometry } from '../../../engine/format/geometry';
import type { ItemJson } from '../../../engine/protocol/item';
import type { Registry } from '../../../engine/registry/registry';

import { DEFAULT_FIELD_DATA_COLOR, MARKER_COLORS } from '../markerColors';

export { DEFAULT_FIELD_DATA_COLOR, MARKER_COLORS };

/** What a GeoKeeper map feature stands for. */
export type GeoKeeperFeatureKind = 'fieldData' | 'workItem' | 'reference';

export interface GeoKeeperFeatureProperties {
  id: string;
  label: string;
  kind: GeoKeeperFeatureKind;
  state: string;
  formType?: string;
  trip?: string;
  categories?: string[];
  accuracy?: number;
  collected?: string;
}

/** A field data, work item or reference drawn on the map (business spec §3 "Feature"). */
export interface GeoKeeperFeature {
  $id: string;
  geometry: Geometry;
  bbox: BBox;
  properties: GeoKeeperFeatureProperties;
  /** Marker colour (the first category's colour for field data) and radius (the point accuracy). */
  $style: { color: string; radius?: number };
}

const KIND_OF_TYPE: Record<string, GeoKeeperFeatureKind> = { GeoKeeperFieldData: 'fieldData', GeoKeeperWorkItem: 'workItem', GeoKeeperReference: 'reference' };

/** Colour of each CATEGORIES value that declares one. */
export function categoryColors(registry: Registry): Map<string, string> {
  const colors = new Map<string, string>();
  for (const value of registry.lovs.get('CATEGORIES')?.values ?? []) if (value.color) colors.set(value.key, value.color);
  return colors;
}

function stringList(value: unknown): string[] | undefined {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : undefined;
}

/** Colour of field data: its first category that has a colour. */
export function fieldDataColor(categories: readonly string[] | undefined, colors: ReadonlyMap<string, string>): string {
  for (const category of categories ?? []) {
    const color = colors.get(category);
    if (color) return color;
  }
  return DEFAULT_FIELD_DATA_COLOR;
}

/** The map feature of a GeoKeeper item, or undefined when it has no geometry. */
export function toGeoKeeperFeature(item: ItemJson, colors: ReadonlyMap<string, string>): GeoKeeperFeature | undefined {
  const kind = KIND_OF_TYPE[item._t];
  const geometry = kind === 'fieldData' ? item.location : item.geometry;
  if (!kind || !isGeometry(geometry)) return undefined;
  const properties: GeoKeeperFeatureProperties = { id: item.$id, label: typeof item.label === 'string' ? item.label : item.$id, kind, state: typeof item.state === 'string' ? item.state : '' };
  const categories = stringList(item.categories);
  if (typeof item.formType === 'string') properties.formType = item.formType;
  if (typeof item.trip === 'string') properties.trip = item.trip;
  if (categories) properties.categories = categories;
  if (typeof item.accuracy === 'number') properties.accuracy = item.accuracy;
  if (typeof item.collected === 'string') properties.collected = item.collected;
  const color = kind === 'fieldData' ? fieldDataColor(categories, colors) : MARKER_COLORS[kind];
  const $style: GeoKeeperFeature['$style'] = { color };
  if (properties.accuracy !== undefined) $style.radius = properties.accuracy;
  return { $id: item.$id, geometry, bbox: geometryBbox(geometry), properties, $style };
}
