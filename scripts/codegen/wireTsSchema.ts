import type { JSONSchema4 } from 'json-schema';
import { isUntyped } from './untypedSchema';

type Schema = Record<string, unknown>;

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keywords whose value is one subschema, or an array or a name-to-subschema map of them. */
const ONE = ['items', 'additionalProperties', 'not'] as const;
const MANY = ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const;
const NAMED = ['properties', '$defs', 'definitions', 'patternProperties'] as const;

/** A branch that only names required members: a validation constraint, no shape of its own. */
function onlyRequires(branch: unknown): boolean {
  return isSchema(branch) && Object.keys(branch).every((key) => key === 'required' || key === 'description');
}

/**
 * Rewrites one wire schema node for json2ts; validation (ajv) keeps reading the original:
 *  - an annotation-only schema accepts anything: typed unknown (json2ts would say object);
 *  - oneOf/anyOf branches that only add `required` (either key or field) are dropped, leaving the
 *    members optional, since TypeScript cannot say "at least one of" without repeating the shape;
 *  - when every oneOf branch spells out its own properties, the parent's properties and required
 *    (kept for validation messages) are dropped, so the type is the plain union of the branches
 *    rather than an intersection with a second, looser copy.
 */
function toTsNode(node: Schema): Schema {
  const out: Schema = { ...node };
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const branches = out[keyword];
    if (Array.isArray(branches) && branches.length > 0 && branches.every(onlyRequires)) delete out[keyword];
  }
  const oneOf = out.oneOf;
  if (Array.isArray(oneOf) && oneOf.length > 0 && oneOf.every((branch) => isSchema(branch) && isSchema(branch.properties))) {
    delete out.properties;
    delete out.required;
    delete out.type;
  }
  for (const keyword of ONE) {
    const child = out[keyword];
    if (isSchema(child)) out[keyword] = toTsNode(child);
  }
  for (const keyword of MANY) {
    const children = out[keyword];
    if (Array.isArray(children)) out[keyword] = children.map((child) => (isSchema(child) ? toTsNode(child) : child));
  }
  for (const keyword of NAMED) {
    const children = out[keyword];
    if (isSchema(children)) out[keyword] = Object.fromEntries(Object.entries(children).map(([name, child]) => [name, isSchema(child) ? toTsNode(child) : child]));
  }
  if (isUntyped(out) && Object.keys(out).length > 0) out.tsType = 'unknown';
  return out;
}

/** A wire schema (schemas/*.schema.json) as json2ts should compile it into TypeScript. */
export function toWireTsSchema(schema: JSONSchema4): JSONSchema4 {
  return toTsNode(schema as Schema) as JSONSchema4;
}
