import type { JSONSchema4 } from 'json-schema';
import type { FieldSchema, FieldsSchema } from '../../engine/declarations/bundle';
import { isUntyped } from './untypedSchema';

/**
 * Keywords of the platform's field vocabulary that json-schema-to-typescript does not know. They
 * are validation and UI concerns; left in, they would only reach the output as noise.
 */
export const CUSTOM_KEYWORDS = ['lov', 'itemTypes', 'numberKind', 'notBlank', 'lowercase', 'itemLabel', 'requiredExceptAdmin', 'endNotBeforeStart', 'geojson'] as const;

/** Names a list of values' union type as the generated module imports it. */
export type LovTypeRef = (lovKey: string) => string;

function allowsNull(schema: FieldSchema): boolean {
  return Array.isArray(schema.type) ? schema.type.includes('null') : schema.type === 'null';
}

/**
 * Turns one field schema into what json2ts compiles: custom keywords stripped, LOV fields typed as
 * their list's union through `tsType`, titles dropped so nested objects stay inline (a title
 * would make json2ts declare a named interface that could clash between types).
 */
function toTsField(schema: FieldSchema, lovType: LovTypeRef): JSONSchema4 {
  const { title: _title, items, properties, additionalProperties, ...rest } = schema;
  const out: Record<string, unknown> = { ...rest };
  for (const keyword of CUSTOM_KEYWORDS) delete out[keyword];
  if (schema.itemTypes && !schema.description) out.description = `Id of a related ${schema.itemTypes.join(' or ')} item.`;
  // A geojson field holds an RFC 7946 geometry: typed by @types/geojson rather than its loose object schema.
  if (schema.geojson !== undefined) out.tsType = "import('geojson').Geometry";
  if (schema.lov) out.tsType = allowsNull(schema) ? `${lovType(schema.lov)} | null` : lovType(schema.lov);
  if (items) out.items = toTsField(items, lovType);
  if (properties) {
    out.properties = Object.fromEntries(Object.entries(properties).flatMap(([name, child]) => (child ? [[name, toTsField(child, lovType)]] : [])));
  }
  if (additionalProperties !== undefined) {
    out.additionalProperties = typeof additionalProperties === 'object' ? toTsField(additionalProperties, lovType) : additionalProperties;
  }
  if (isUntyped(out)) out.tsType = 'unknown';
  return out as JSONSchema4;
}

/** The JSON Schema json2ts compiles into one item interface (its system fields come from ItemBase). */
export function toTsSchema(fields: FieldsSchema, title: string, description: string, lovType: LovTypeRef): JSONSchema4 {
  return {
    title,
    description,
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(Object.entries(fields.properties).flatMap(([name, field]) => (field ? [[name, toTsField(field, lovType)]] : []))),
    // requiredExceptAdmin stays optional: administrators may save without those fields.
    ...(fields.required && fields.required.length > 0 ? { required: [...fields.required] } : {}),
  };
}

/**
 * Adds `_t` as the type key's literal: ItemBase says string, each item interface narrows it, so
 * constants naming a built-in type (`LOVValue['_t']`) are checked against the declaration and a
 * union of item interfaces discriminates on `_t`.
 */
export function withTypeKey(schema: JSONSchema4, typeKey: string): JSONSchema4 {
  const required = Array.isArray(schema.required) ? schema.required : [];
  return {
    ...schema,
    properties: { _t: { const: typeKey, description: 'Item type key.' }, ...schema.properties },
    required: ['_t', ...required],
  };
}

/** Every list of values a schema refers to, nested fields included. */
export function referencedLovs(fields: FieldsSchema): string[] {
  const found = new Set<string>();
  const walk = (schema: FieldSchema): void => {
    if (schema.lov) found.add(schema.lov);
    if (schema.items) walk(schema.items);
    Object.values(schema.properties ?? {}).forEach((child) => child && walk(child));
    if (schema.additionalProperties && typeof schema.additionalProperties === 'object') walk(schema.additionalProperties);
  };
  Object.values(fields.properties).forEach((field) => field && walk(field));
  return [...found].sort();
}
