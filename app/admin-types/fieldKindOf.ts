import type { FieldSchema } from '../../engine/declarations/bundle';
import { kindSchema, TEXT_MAX_LENGTH, type KindOptions, type SimpleFieldKind } from '../../engine/typedef/fieldKinds';

/** Keywords that say nothing about the kind of a field: a field keeps its kind with or without them. */
const NEUTRAL_KEYWORDS = new Set(['title', 'description', 'default', 'notBlank', 'readOnly']);

function withoutNeutral(schema: FieldSchema): Record<string, unknown> {
  return Object.fromEntries(Object.entries(schema).filter(([key]) => !NEUTRAL_KEYWORDS.has(key)));
}

/** Key order does not matter when two schemas are compared. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'object' && v !== null && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );
}

/** The options of the form editor's kinds that a schema carries (list, related types, length). */
export function kindOptionsOf(schema: FieldSchema): KindOptions {
  const inner = schema.type === 'array' && schema.items ? schema.items : schema;
  const options: KindOptions = {};
  if (inner.lov !== undefined) options.lov = inner.lov;
  if (inner.itemTypes !== undefined) options.itemTypes = [...inner.itemTypes];
  if (schema.maxLength !== undefined) options.maxLength = schema.maxLength;
  return options;
}

function candidateKind(schema: FieldSchema): SimpleFieldKind | undefined {
  switch (schema.type) {
    case 'number':
      return 'number';
    case 'integer':
      return 'integer';
    case 'boolean':
      return 'boolean';
    case 'array':
      if (schema.items?.lov !== undefined) return 'lovMulti';
      return schema.items?.format === 'item-id' ? 'itemRefs' : undefined;
    case 'string':
      if (schema.lov !== undefined) return 'lov';
      switch (schema.format) {
        case 'date':
          return 'date';
        case 'date-time':
          return 'dateTime';
        case 'email':
          return 'email';
        case 'phone':
          return 'phone';
        case 'url':
          return 'url';
        case 'item-id':
          return 'itemRef';
        case undefined:
          return (schema.maxLength ?? 0) > TEXT_MAX_LENGTH ? 'longText' : 'text';
        default:
          return undefined;
      }
    default:
      return undefined;
  }
}

/**
 * The form editor's kind of a field, when its schema is exactly what that kind makes (give or take
 * a title, a description, a default or notBlank). Anything richer (an enum, a pattern, bounds ...)
 * is a custom field, edited in the JSON editor only: the form must not silently drop keywords.
 */
export function fieldKindOf(schema: FieldSchema): SimpleFieldKind | undefined {
  const kind = candidateKind(schema);
  if (kind === undefined) return undefined;
  return canonical(withoutNeutral(kindSchema(kind, kindOptionsOf(schema)))) === canonical(withoutNeutral(schema)) ? kind : undefined;
}
