import type Ajv2020 from 'ajv/dist/2020';
import type { FieldsSchema } from '../declarations/bundle';
import { createFormAjv } from '../validation/createFormAjv';
import { compileFieldsValidator, type FieldsValidator } from '../validation/itemValidator';

let ajv: Ajv2020 | undefined;

/**
 * The shared form validator for schemas that live only as long as one check (a definition being
 * typed, a change being tried). ajv keeps every schema it compiled in a strong cache; this one is
 * emptied after each compile, so checking on every keystroke does not grow memory. Validators
 * already compiled keep working: they are closures independent of that cache.
 */
export function compileTransientValidator(schema: FieldsSchema): FieldsValidator {
  ajv ??= createFormAjv();
  try {
    return compileFieldsValidator(ajv, schema);
  } finally {
    ajv.removeSchema();
  }
}
