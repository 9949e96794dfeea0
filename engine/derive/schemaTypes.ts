import type { FieldSchema } from '../declarations/bundle';

type SimpleType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

/** True when the schema's `type` is, or lists, the given JSON type. */
export function hasType(schema: FieldSchema, type: SimpleType): boolean {
  return Array.isArray(schema.type) ? schema.type.includes(type) : schema.type === type;
}
