import type { FieldsSchema } from '../../declarations/bundle';

export type FieldValues = Record<string, unknown>;

/** The values a form edits: the item's values of the fields the form shows. */
export function formDataOf(item: FieldValues, schema: FieldsSchema): FieldValues {
  const data: FieldValues = {};
  for (const name of Object.keys(schema.properties)) {
    if (item[name] !== undefined) data[name] = item[name];
  }
  return data;
}

/**
 * The item's fields after an edit. Fields the form showed take the form's values (a field the user
 * cleared is dropped); fields the form did not show (hidden in edit, system fields) keep their
 * stored values, so saving a form never erases what it did not display.
 */
export function mergeEditedFields(stored: FieldValues, edited: FieldValues, schema: FieldsSchema): FieldValues {
  const result: FieldValues = { ...stored };
  for (const name of Object.keys(schema.properties)) {
    if (edited[name] === undefined) delete result[name];
    else result[name] = edited[name];
  }
  return result;
}

/** Names of the form's fields whose values differ between two versions (deep comparison). */
export function changedFields(before: FieldValues, after: FieldValues, schema: FieldsSchema): string[] {
  return Object.keys(schema.properties).filter((name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]));
}
