import type { FieldSchema, FieldsSchema } from '../declarations/bundle';
import { SYSTEM_FIELDS } from '../declarations/systemFields';

/**
 * Finds the schema of a dotted field path ("address.city", "_c.ts"), looking through array items,
 * so headers, facets and sorts can name nested values. System fields resolve too.
 */
export function resolveFieldPath(schema: FieldsSchema, path: string): FieldSchema | undefined {
  const system = SYSTEM_FIELDS[path];
  if (system) return system;
  let current: FieldSchema | undefined = { type: 'object', properties: schema.properties };
  for (const part of path.split('.')) {
    while (current?.items) current = current.items;
    current = current?.properties?.[part];
    if (!current) return undefined;
  }
  return current;
}

/** Visits every field schema (recursively through properties and items) with its JSON pointer. */
export function forEachFieldSchema(schema: FieldsSchema, visit: (field: FieldSchema, pointer: string) => void): void {
  const walk = (field: FieldSchema, pointer: string): void => {
    visit(field, pointer);
    for (const [name, child] of Object.entries(field.properties ?? {})) {
      if (child) walk(child, `${pointer}/properties/${name}`);
    }
    if (field.items) walk(field.items, `${pointer}/items`);
    if (field.additionalProperties && typeof field.additionalProperties === 'object') {
      walk(field.additionalProperties, `${pointer}/additionalProperties`);
    }
  };
  for (const [name, field] of Object.entries(schema.properties)) {
    if (field) walk(field, `/schema/properties/${name}`);
  }
}
