import type { Feature, FeatureCollection, Geometry } from 'geojson';

/** Property a feature's own colour ($style.color) is drawn from (featureLayers.colorExpression). */
export const FEATURE_COLOR_PROPERTY = '$color';

/** Property a feature's $style.radius (accuracy in metres) is kept in. */
export const FEATURE_RADIUS_PROPERTY = '$radius';

const GEOMETRY_TYPES = new Set(['Point', 'MultiPoint', 'LineString', 'MultiLineString', 'Polygon', 'MultiPolygon', 'GeometryCollection']);

function isGeometry(value: unknown): value is Geometry {
  return typeof value === 'object' && value !== null && 'type' in value && typeof value.type === 'string' && GEOMETRY_TYPES.has(value.type);
}

function recordOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export function emptyCollection(): FeatureCollection {
  return { type: 'FeatureCollection', features: [] };
}

/**
 * The features an operation layer's operation answered (`{ features: [{ $id, geometry, properties,
 * $style? }] }`, business spec §3 "Feature") as GeoJSON MapLibre draws: properties kept (MapLibre
 * keeps scalars; arrays and objects become JSON text), the colour and radius of `$style` as
 * properties of their own. Entries without a geometry are skipped.
 */
export function operationCollection(reply: unknown): FeatureCollection {
  const entries = recordOf(reply).features;
  const features = (Array.isArray(entries) ? entries : []).flatMap((entry): Feature[] => {
    const record = recordOf(entry);
    if (!isGeometry(record.geometry)) return [];
    const style = recordOf(record.$style);
    const properties: Record<string, unknown> = { ...recordOf(record.properties) };
    if (typeof record.$id === 'string') properties.$id = record.$id;
    if (typeof style.color === 'string') properties[FEATURE_COLOR_PROPERTY] = style.color;
    if (typeof style.radius === 'number') properties[FEATURE_RADIUS_PROPERTY] = style.radius;
    return [{ type: 'Feature', geometry: record.geometry, properties }];
  });
  return { type: 'FeatureCollection', features };
}
