import type { FieldsSchema } from '../../engine/declarations/bundle';
import { isGeometry, normalizeGeometry } from '../../engine/format/geometry';
import type { ItemFields } from './itemShape';

/**
 * The stored form of an item's geojson fields (schema keyword `geojson`): each valid geometry is
 * rounded to 5 decimals with its bbox member recomputed, and the number fields its `bboxFields`
 * name receive west, south, east, north (or are removed with the geometry), so bounds are
 * searchable and never out of step with the geometry whatever a client sent. Runs after validation.
 */
export function withNormalizedGeometry(schema: FieldsSchema | undefined, fields: ItemFields): ItemFields {
  if (!schema) return fields;
  let out = fields;
  for (const [name, field] of Object.entries(schema.properties)) {
    if (field?.geojson === undefined) continue;
    if (out === fields) out = { ...fields };
    const value = out[name];
    const geometry = isGeometry(value) ? normalizeGeometry(value) : undefined;
    if (geometry) out[name] = geometry;
    const bboxFields = typeof field.geojson === 'object' ? field.geojson.bboxFields : [];
    bboxFields.forEach((target, i) => {
      if (geometry?.bbox) out[target] = geometry.bbox[i];
      else delete out[target];
    });
  }
  return out;
}
