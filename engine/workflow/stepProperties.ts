import type Ajv2020 from 'ajv/dist/2020';
import type { FieldsSchema, StepKindDeclaration } from '../declarations/bundle';
import type { ValidationContext } from '../validation/context';
import { createFormAjv } from '../validation/createFormAjv';
import type { FieldError } from '../validation/fieldErrors';
import { compileFieldsValidator, type FieldsValidator } from '../validation/itemValidator';

/**
 * partial: what is given must be valid, required fields may still be missing (definition settings,
 * properties saved while the step is worked on); complete: required fields too (a step becoming
 * COMPLETE).
 */
export type PropertiesCheck = 'partial' | 'complete';

let ajv: Ajv2020 | undefined;
const validators = new WeakMap<StepKindDeclaration, Record<PropertiesCheck, FieldsValidator>>();

/** The kind's properties as the fields schema item validation uses (no properties: nothing may be given). */
function fieldsSchema(kind: StepKindDeclaration, check: PropertiesCheck): FieldsSchema {
  const schema = kind.properties ?? {};
  const fields: FieldsSchema = { type: 'object', properties: schema.properties ?? {} };
  if (schema.endNotBeforeStart) fields.endNotBeforeStart = schema.endNotBeforeStart;
  if (check === 'complete') {
    if (schema.required) fields.required = schema.required;
    if (schema.requiredExceptAdmin) fields.requiredExceptAdmin = schema.requiredExceptAdmin;
  }
  return fields;
}

/** Compiles a kind's validators once (the one form ajv: same formats and keywords as item fields). */
function validatorsOf(kind: StepKindDeclaration): Record<PropertiesCheck, FieldsValidator> {
  let compiled = validators.get(kind);
  if (compiled === undefined) {
    ajv ??= createFormAjv();
    const shared = ajv;
    compiled = {
      partial: compileFieldsValidator(shared, fieldsSchema(kind, 'partial')),
      complete: compileFieldsValidator(shared, fieldsSchema(kind, 'complete')),
    };
    validators.set(kind, compiled);
  }
  return compiled;
}

/** Field errors of a step's properties against its kind's properties schema (paths like "/outcome"). */
export function checkStepProperties(kind: StepKindDeclaration, properties: Record<string, unknown>, check: PropertiesCheck, context: ValidationContext): FieldError[] {
  return validatorsOf(kind)[check](properties, context);
}
