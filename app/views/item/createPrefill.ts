import type { FieldsSchema } from '../../../engine/declarations/bundle';
import type { FieldValues } from '../../../engine/react/theme/formData';

/**
 * Initial values of a create cell travel in its route parameter (c{n} of the address): a JSON
 * object of field name to value, e.g. /i-Organization-3/i-Contact-0-17?c1={"assigned":"Organization-3"}.
 * Any view may open a create cell this way (related lists pre-fill the field that names the item).
 */
export function createPrefillParam(fields: Readonly<FieldValues>): string {
  return JSON.stringify(fields);
}

/**
 * The initial values a create cell's route parameter carries, kept to the type's declared fields
 * (anything else, or a parameter that is no JSON object, is ignored: the form starts empty).
 */
export function parseCreatePrefill(routeParam: string | undefined, schema: FieldsSchema | undefined): FieldValues {
  if (routeParam === undefined || routeParam === '' || !schema) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(routeParam);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const values: FieldValues = {};
  for (const [name, value] of Object.entries(parsed)) {
    if (Object.hasOwn(schema.properties, name) && value !== undefined && value !== null) values[name] = value;
  }
  return values;
}

/** Whether the form holds anything beyond its pre-filled values (closing then asks first). */
export function hasOwnInput(draft: Readonly<FieldValues>, prefill: Readonly<FieldValues>): boolean {
  return Object.entries(draft).some(([name, value]) => value !== undefined && JSON.stringify(value) !== JSON.stringify(prefill[name]));
}
