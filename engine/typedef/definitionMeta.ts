import Ajv2020 from 'ajv/dist/2020';
import type { ErrorObject, ValidateFunction } from 'ajv';
import facetSetSchema from '../../schemas/facet-set.schema.json';
import fieldSchema from '../../schemas/field-schema.schema.json';
import itemTypeSchema from '../../schemas/item-type.schema.json';
import messagesSchema from '../../schemas/messages.schema.json';
import navSchema from '../../schemas/nav-item.schema.json';
import typeDefinitionSchema from '../../schemas/type-definition.schema.json';
import type { DeclarationError } from '../declarations/bundle';

let validator: ValidateFunction | undefined;

/** Compiled once per process: the admin editor checks on every keystroke. */
function definitionValidator(): ValidateFunction {
  if (validator) return validator;
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
  ajv.addSchema([fieldSchema, itemTypeSchema, facetSetSchema, navSchema, messagesSchema, typeDefinitionSchema]);
  const compiled = ajv.getSchema(typeDefinitionSchema.$id);
  if (!compiled) throw new Error('meta-schema of type definitions did not compile');
  validator = compiled;
  return compiled;
}

/** One ajv error as a sentence an administrator can act on, at the JSON pointer it concerns. */
function describe(error: ErrorObject): { path: string; message: string } {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties':
      return { path: `${error.instancePath}/${String(params.additionalProperty)}`, message: `unknown property "${String(params.additionalProperty)}"` };
    case 'required':
      return { path: error.instancePath, message: `missing required property "${String(params.missingProperty)}"` };
    case 'enum':
      return { path: error.instancePath, message: `must be one of ${JSON.stringify(params.allowedValues)}` };
    case 'const':
      return { path: error.instancePath, message: `must be ${JSON.stringify(params.allowedValue)}` };
    case 'propertyNames':
      return { path: `${error.instancePath}/${String(params.propertyName)}`, message: `"${String(params.propertyName)}" is not a valid name here` };
    default:
      return { path: error.instancePath, message: error.message ?? error.keyword };
  }
}

/** Checks a whole definition against schemas/type-definition.schema.json; pointers are into the definition. */
export function checkDefinitionShape(value: unknown, source: string): DeclarationError[] {
  const validate = definitionValidator();
  if (validate(value)) return [];
  const errors = validate.errors ?? [];
  // anyOf umbrellas repeat what their branches said; a propertyNames failure also reports its pattern.
  const specific = errors.filter((e) => e.keyword !== 'anyOf' && !(e.keyword === 'pattern' && e.propertyName !== undefined));
  const seen = new Set<string>();
  const result: DeclarationError[] = [];
  for (const error of specific.length > 0 ? specific : errors) {
    const { path, message } = describe(error);
    const key = `${path}\u0000${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push({ source, path, message });
  }
  return result;
}

/** The definition's key when it has a usable one, for naming the source of its errors. */
export function definitionKeyOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !('declaration' in value)) return undefined;
  const declaration: unknown = value.declaration;
  if (typeof declaration !== 'object' || declaration === null || !('key' in declaration)) return undefined;
  return typeof declaration.key === 'string' ? declaration.key : undefined;
}
