import type Ajv2020 from 'ajv/dist/2020';
import type { ValidateFunction } from 'ajv';
import type { FieldSchema, FieldsSchema } from '../declarations/bundle';
import type { ValidationContext } from './context';
import { isEmptyValue } from './emptiness';
import type { FieldError } from './fieldErrors';
import { toFieldErrors } from './fieldErrors';

export type FieldsValidator = (fields: Record<string, unknown>, context: ValidationContext) => FieldError[];

/**
 * System fields ("_t", "_c" ...) and transient ones ("$id", "$labels" ...) are the platform's, not
 * the declaration's: they are neither validated nor reported (except _uuid, a compiled field).
 */
export function isPlatformFieldName(name: string): boolean {
  return (name.startsWith('_') || name.startsWith('$')) && !VALIDATED_SYSTEM_FIELDS.has(name);
}

/** System fields a type may carry as data, validated like its own (_uuid of types declaring uuid). */
const VALIDATED_SYSTEM_FIELDS: ReadonlySet<string> = new Set(['_uuid']);

function declaredNames(names: readonly string[] | undefined): string[] {
  return (names ?? []).filter((name) => !isPlatformFieldName(name));
}

/** The schema ajv compiles for one item type: its declared fields and nothing else. */
export function fieldsObjectSchema(schema: FieldsSchema): Record<string, unknown> {
  const properties: Record<string, FieldSchema> = {};
  for (const [name, fieldSchema] of Object.entries(schema.properties)) {
    if (fieldSchema !== undefined && !isPlatformFieldName(name)) properties[name] = fieldSchema;
  }
  return {
    type: 'object',
    properties,
    required: declaredNames(schema.required),
    requiredExceptAdmin: declaredNames(schema.requiredExceptAdmin),
    endNotBeforeStart: schema.endNotBeforeStart ?? [],
    additionalProperties: false,
  };
}

/**
 * What ajv sees of the fields: platform fields removed, and empty values ("", null, []) removed
 * too. Empty means "not given" throughout the product, so a required field left empty fails
 * standard required (errors.required, spec: "empty or null fails", "required list: length above 0")
 * and an optional field left empty is not checked against its format, type or lengths.
 */
function givenFields(fields: Record<string, unknown>): Record<string, unknown> {
  const given: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (!isPlatformFieldName(name) && !isEmptyValue(value)) given[name] = value;
  }
  return given;
}

/** Compiled validators per ajv, per schema object: declarations are immutable once registered. */
const compiledByAjv = new WeakMap<Ajv2020, WeakMap<FieldsSchema, ValidateFunction>>();

function compiled(ajv: Ajv2020, schema: FieldsSchema): ValidateFunction {
  let bySchema = compiledByAjv.get(ajv);
  if (bySchema === undefined) {
    bySchema = new WeakMap();
    compiledByAjv.set(ajv, bySchema);
  }
  let validate = bySchema.get(schema);
  if (validate === undefined) {
    validate = ajv.compile(fieldsObjectSchema(schema));
    bySchema.set(schema, validate);
  }
  return validate;
}

/**
 * Compiles (once per schema object) the validator of an item type's own fields. Throws at compile
 * time, not at validation time, when the declaration uses an unknown keyword or format.
 */
export function compileFieldsValidator(ajv: Ajv2020, schema: FieldsSchema): FieldsValidator {
  const validate = compiled(ajv, schema);
  return (fields, context) => {
    if (validate.call(context, givenFields(fields))) return [];
    return toFieldErrors(validate.errors);
  };
}
