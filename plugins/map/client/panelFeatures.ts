import bbox from '@turf/bbox';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import type { Bounds } from '../boundsHash';

/** What a drawn shape is on an item's map panel: the item itself, or an item its page lists (a collection's features). */
export type PanelFeatureRole = 'item' | 'listed';

export interface PanelFeatureProperties {
  id: string;
  role: PanelFeatureRole;
  /** Point accuracy in metres, where the item has one (drawn as the marker's radius). */
  accuracy?: number;
}

const GEOMETRY_TYPES = new Set(['Point', 'MultiPoint', 'LineString', 'MultiLineString', 'Polygon', 'MultiPolygon', 'GeometryCollection']);

function isGeometry(value: unknown): value is Geometry {
  return typeof value === 'object' && value !== null && 'type' in value && typeof value.type === 'string' && GEOMETRY_TYPES.has(value.type);
}

/** The item's own geometries, one feature per geometry field that holds one; its `accuracy` number field, if any, sizes points. */
export function ownFeatures(id: string, item: Readonly<Record<string, unknown>>, fields: readonly string[]): Feature<Geometry, PanelFeatureProperties>[] {
  const accuracy = typeof item.accuracy === 'number' && item.accuracy > 0 ? { accuracy: item.accuracy } : {};
  return fields.flatMap((field) => {
    const geometry = item[field];
    return isGeometry(geometry) ? [{ type: 'Feature' as const, id: `${id}/${field}`, geometry, properties: { id, role: 'item' as const, ...accuracy } }] : [];
  });
}

/** Features act/spatial.streamFeatures answered (plugins/spatial/README.md), the item itself left out (drawn from its own fields). */
export function listedFeatures(reply: unknown, itemId: string): Feature<Geometry, PanelFeatureProperties>[] {
  const features = typeof reply === 'object' && reply !== null && 'features' in reply && Array.isArray(reply.features) ? (reply.features as unknown[]) : [];
  return features.flatMap((entry) => {
    if (typeof entry !== 'object' || entry === null || !('$id' in entry) || typeof entry.$id !== 'string' || entry.$id === itemId) return [];
    const geometry = 'geometry' in entry ? entry.geometry : undefined;
    return isGeometry(geometry) ? [{ type: 'Feature' as const, id: entry.$id, geometry, properties: { id: entry.$id, role: 'listed' as const } }] : [];
  });
}

export function panelCollection(features: readonly Feature<Geometry, PanelFeatureProperties>[]): FeatureCollection<Geometry, PanelFeatureProperties> {
  return { type: 'FeatureCollection', features: [...features] };
}

/** Smallest span the panel fits (degrees): a lone point is shown with its surroundings, not at the deepest zoom. */
const MIN_SPAN = 0.01;

const METRES_PER_DEGREE = 111_320;

/** The bounds the panel fits: every drawn shape, widened around a point (at least to its accuracy circle). Undefined when nothing is drawn. */
export function panelBounds(features: readonly Feature<Geometry, PanelFeatureProperties>[]): Bounds | undefined {
  if (features.length === 0) return undefined;
  const [west, south, east, north] = bbox(panelCollection(features));
  const accuracy = Math.max(0, ...features.map((feature) => feature.properties.accuracy ?? 0));
  const span = Math.max(MIN_SPAN, (4 * accuracy) / METRES_PER_DEGREE);
  const padLng = Math.max(0, (span / Math.max(0.1, Math.cos((((south + north) / 2) * Math.PI) / 180)) - (east - west)) / 2);
  const padLat = Math.max(0, (span - (north - south)) / 2);
  return [Math.max(-180, west - padLng), Math.max(-85, south - padLat), Math.min(180, east + padLng), Math.min(85, north + padLat)];
}
