import type { ItemTypeDeclaration } from '../declarations/bundle';
import { deleteMessages } from './definitionMessages';
import { fieldMessageId, type TypeDefinition } from './typeDefinition';

/** Lists without the entries naming the field; undefined stays undefined and an emptied list goes. */
function without<T>(list: T[] | undefined, names: (entry: T) => (string | undefined)[], field: string): T[] | undefined {
  if (list === undefined) return undefined;
  const kept = list.filter((entry) => !names(entry).includes(field));
  return kept.length > 0 ? kept : undefined;
}

/** Assigns, or deletes the key when the value is undefined, so definitions stay minimal JSON. */
function put<T extends object, K extends keyof T>(target: T, key: K, value: T[K] | undefined): void {
  if (value === undefined) delete target[key];
  else target[key] = value;
}

function removeFromDeclaration(declaration: ItemTypeDeclaration, field: string): void {
  const schema = declaration.schema;
  delete schema.properties[field];
  put(schema, 'required', without(schema.required, (n) => [n], field));
  put(schema, 'requiredExceptAdmin', without(schema.requiredExceptAdmin, (n) => [n], field));
  put(schema, 'endNotBeforeStart', without(schema.endNotBeforeStart, (r) => [r.start, r.end, r.sameDay], field));
  if (declaration.fields) {
    delete declaration.fields[field];
    if (Object.keys(declaration.fields).length === 0) delete declaration.fields;
  }
  const view = declaration.view;
  if (view) {
    if (view.titleField === field) delete view.titleField;
    put(view, 'cardFields', without(view.cardFields, (f) => [f], field));
  }
  const search = declaration.search;
  if (search) {
    put(search, 'headers', without(search.headers, (h) => [h.field], field));
    put(search, 'facets', without(search.facets, (f) => [f.field], field));
    put(search, 'text', without(search.text, (f) => [f], field));
    put(search, 'defaultSort', without(search.defaultSort, (s) => [s.field], field));
  }
  const access = declaration.access;
  if (access) {
    if (access.ownerField === field) delete access.ownerField;
    if (access.selfField === field) delete access.selfField;
    put(access, 'participantFields', without(access.participantFields, (f) => [f], field));
    put(access, 'personFields', without(access.personFields, (f) => [f], field));
  }
  put(
    declaration,
    'examples',
    declaration.examples?.map((example) => Object.fromEntries(Object.entries(example).filter(([name]) => name !== field))),
  );
}

/**
 * Removes a field and everything that names it (required lists, hints, title and card fields,
 * headers, facets, text search, sorts, access fields, example values, its label and enum texts,
 * its default). Items keep their stored values: the field is only hidden (see compatibility).
 * Returns a new definition; the input is not changed.
 */
export function removeField(definition: TypeDefinition, field: string): TypeDefinition {
  const result = structuredClone(definition);
  if (!Object.hasOwn(result.declaration.schema.properties, field)) return result;
  removeFromDeclaration(result.declaration, field);
  const key = result.declaration.key;
  if (result.messages) {
    deleteMessages(result.messages, fieldMessageId(key, field));
    deleteMessages(result.messages, `types.${key}.enums.${field}`);
  }
  if (result.defaults) {
    delete result.defaults[field];
    if (Object.keys(result.defaults).length === 0) delete result.defaults;
  }
  return result;
}
