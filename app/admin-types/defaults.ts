import type { FieldSchema } from '../../engine/declarations/bundle';
import type { TypeDefinition } from '../../engine/typedef';
import type { FieldError } from '../../engine/validation/fieldErrors';

/**
 * What the administrator typed as a default, as the value to store: text for a text field, else
 * JSON (a number, true, ["A","B"]) and, when that does not parse, the text itself, which the
 * check then reports as not a valid value of the field.
 */
export function defaultFromText(schema: FieldSchema | undefined, text: string): unknown {
  if (schema?.type === 'string') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The input text of a stored default (the inverse of defaultFromText). */
export function defaultToText(value: unknown): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Sets (or, with an empty text, removes) the value existing items get for a field they lack. */
export function setDefault(definition: TypeDefinition, field: string, text: string): TypeDefinition {
  const result = structuredClone(definition);
  const defaults = { ...result.defaults };
  if (text === '') delete defaults[field];
  else defaults[field] = defaultFromText(result.declaration.schema.properties[field], text);
  if (Object.keys(defaults).length > 0) result.defaults = defaults;
  else delete result.defaults;
  return result;
}

/** Fields offered a default: those a change breaks, and those that have one already. */
export function defaultFields(definition: TypeDefinition, breakingFields: readonly string[]): string[] {
  const own = Object.keys(definition.defaults ?? {});
  return [...new Set([...breakingFields, ...own])].filter((name) => Object.hasOwn(definition.declaration.schema.properties, name));
}

/** The example item's errors as one line: "/category: This field is required; /validUntil: ...". */
export function errorsText(errors: readonly FieldError[], translate: (id: string, values?: Record<string, string | number>) => string): string {
  return errors.map((e) => `${e.path === '' ? '/' : e.path}: ${translate(e.messageId, e.values)}`).join('; ');
}
