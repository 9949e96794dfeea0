import type { FieldsSchema, ItemTypeDeclaration } from '../../../engine/declarations/bundle';
import { problemsOfChoiceTitles, type ChoiceTitles } from '../choiceTitles';
import { checkAgainstMetaSchema } from '../../../engine/registry/metaValidator';
import { createFormAjv } from '../../../engine/validation/createFormAjv';
import type { FieldError } from '../../../engine/validation/fieldErrors';
import { compileFieldsValidator, type FieldsValidator } from '../../../engine/validation/itemValidator';

/**
 * A field form's questions: the same shape as an item type's `schema` and `fields`, so one engine
 * validates the answers (here and in the browser) and renders them with the generated forms.
 */
export interface FieldFormQuestions {
  schema: FieldsSchema;
  fields?: ItemTypeDeclaration['fields'];
  /** Titles of the choices by question and value (../choiceTitles.ts). */
  choiceTitles?: ChoiceTitles;
}

/** The questions as a declaration the meta-schema checks (key and rules are placeholders it requires). */
function asDeclaration(form: Record<string, unknown>): Record<string, unknown> {
  return {
    key: 'FieldForm',
    label: 'geokeeper.fieldForm',
    write: { create: { signedIn: true }, update: { itemRights: true }, delete: { itemRights: true } },
    schema: form.schema,
    ...(form.fields === undefined ? {} : { fields: form.fields }),
  };
}

/** Why the questions cannot be used, as sentences for the form's author; empty when they can. */
export function problemsOfQuestions(form: unknown): string[] {
  if (typeof form !== 'object' || form === null || Array.isArray(form)) return ['the questions must be an object with a "schema"'];
  const record = form as Record<string, unknown>;
  const extra = Object.keys(record).filter((key) => key !== 'schema' && key !== 'fields' && key !== 'choiceTitles');
  if (extra.length > 0) return [`unknown part "${extra[0] ?? ''}" (only "schema", "fields" and "choiceTitles")`];
  const problems = checkAgainstMetaSchema('itemType', 'form', asDeclaration(record)).map((error) => `${error.path.replace(/^\/schema/, '') || '/'}: ${error.message}`);
  if (problems.length > 0) return problems;
  try {
    // A fresh ajv: every compiled schema stays in its cache, and authors try many.
    compileFieldsValidator(createFormAjv(), record.schema as FieldsSchema);
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)];
  }
  return problemsOfChoiceTitles(record.schema as FieldsSchema, record.choiceTitles);
}

/** Compiled forms by their text: stored items are read afresh on every write, their text is stable. */
const validators = new Map<string, FieldsValidator>();
const MAX_CACHED_FORMS = 200;

/** Checks answers against a form's questions with the items' own validator (compiled once per form). */
export function checkAnswers(form: FieldFormQuestions, answers: Record<string, unknown>, admin: boolean): FieldError[] {
  const key = JSON.stringify(form.schema);
  let validate = validators.get(key);
  if (!validate) {
    if (validators.size >= MAX_CACHED_FORMS) validators.delete(validators.keys().next().value ?? '');
    validate = compileFieldsValidator(createFormAjv(), form.schema);
    validators.set(key, validate);
  }
  return validate(answers, { admin });
}
