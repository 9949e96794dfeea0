import type { BBox, Geometry } from 'geojson';
import type { ItemJson } from '../../../engine/protocol/item';
import { geometryBbox, isGeometry } from '../../../engine/format/geometry';
import { COLLECTION_TYPE } from './spatialSearch';

/** What kind of spatial item a map feature comes from. */
export type SpatialKind = 'feature' | 'collection';

/** The properties every map feature carries (vector tiles carry the same). */
export interface SpatialProperties {
  id: string;
  label: string;
  spatialType: string;
  kind: SpatialKind;
  state: string;
  owner?: string;
}

/**
 * A map feature (business spec §3 "Feature"): the item's geometry with its bbox, the properties
 * the map styles and labels with, the labels of the items it names, and where it came from.
 */
export interface Feature {
  $id: string;
  geometry: Geometry;
  bbox: BBox;
  properties: SpatialProperties;
  /** Labels of the items the properties name (owner, collection), as the asker may read them. */
  $labels: Record<string, string>;
  /** Optional style hints; none are set by the data itself today (the map styles by kind and spatialType). */
  $style?: Record<string, string | number>;
  /** The collection the feature was imported via. */
  collection?: string;
  /** The item this feature was asked for on behalf of (proxyIDs). */
  proxy?: string;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The map feature of a spatial item, or undefined when it has no geometry to draw. */
export function toFeature(item: ItemJson, proxy?: string): Feature | undefined {
  const geometry = item.geometry;
  if (!isGeometry(geometry)) return undefined;
  const kind: SpatialKind = item._t === COLLECTION_TYPE ? 'collection' : 'feature';
  const properties: SpatialProperties = { id: item.$id, label: text(item.label), spatialType: text(item.spatialType), kind, state: text(item.state) };
  if (typeof item.owner === 'string') properties.owner = item.owner;
  const labels = typeof item.$labels === 'object' && item.$labels !== null ? (item.$labels as Record<string, string>) : {};
  const feature: Feature = { $id: item.$id, geometry, bbox: geometry.bbox ?? geometryBbox(geometry), properties, $labels: { ...labels } };
  if (typeof item.importedVia === 'string') feature.collection = item.importedVia;
  if (proxy !== undefined) feature.proxy = proxy;
  return feature;
}
