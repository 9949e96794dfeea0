/** Keywords that give a schema a TypeScript shape; a schema with none of them only annotates. */
const SHAPING_KEYWORDS = [
  'type',
  'enum',
  'const',
  'properties',
  'additionalProperties',
  'patternProperties',
  'items',
  'prefixItems',
  'anyOf',
  'oneOf',
  'allOf',
  '$ref',
  'not',
  'tsType',
] as const;

/**
 * Whether a schema accepts any value while carrying annotations (description, default ...).
 * json2ts types such a schema as an object with an index signature, so callers set
 * `tsType: 'unknown'` on it; a bare `{}` already compiles to unknown.
 */
export function isUntyped(schema: object): boolean {
  return !SHAPING_KEYWORDS.some((keyword) => Object.hasOwn(schema, keyword));
}
