import type { FieldSchema, ItemTypeDeclaration } from '../../engine/declarations/bundle';
import { fieldMessageId, removeField, type TypeDefinition } from '../../engine/typedef';
import { setMessage } from '../../engine/typedef/definitionMessages';
import { isSortableKind, isTextSearchedKind, kindFacet, kindSchema, kindWidget, type KindOptions, type SimpleFieldKind } from '../../engine/typedef/fieldKinds';
import { fieldKindOf, kindOptionsOf } from './fieldKindOf';

/** One field of a definition as the form editor's table shows it. */
export interface FieldRow {
  name: string;
  label: string;
  /** Undefined: a custom field, edited in the JSON editor. */
  kind: SimpleFieldKind | undefined;
  lov?: string;
  itemTypes?: string[];
  required: boolean;
  header: boolean;
  facet: boolean;
}

/** The text of a message id in the locale, English when the locale has none. */
export function messageText(definition: TypeDefinition, id: string, locale: string): string {
  return definition.messages?.[locale]?.[id] ?? definition.messages?.en?.[id] ?? '';
}

function order(declaration: ItemTypeDeclaration, name: string): number {
  return declaration.fields?.[name]?.order ?? Number.MAX_SAFE_INTEGER;
}

/** The definition's own fields (an extension's added ones only), in form order. */
export function fieldRows(definition: TypeDefinition, locale: string): FieldRow[] {
  const declaration = definition.declaration;
  const names = Object.keys(declaration.schema.properties).sort((a, b) => order(declaration, a) - order(declaration, b));
  return names.map((name) => {
    const schema = declaration.schema.properties[name] ?? {};
    const options = kindOptionsOf(schema);
    return {
      name,
      label: messageText(definition, fieldMessageId(declaration.key, name), locale),
      kind: fieldKindOf(schema),
      ...(options.lov === undefined ? {} : { lov: options.lov }),
      ...(options.itemTypes === undefined ? {} : { itemTypes: options.itemTypes }),
      required: declaration.schema.required?.includes(name) === true,
      header: declaration.search?.headers?.some((h) => h.field === name) === true,
      facet: declaration.search?.facets?.some((f) => f.field === name) === true,
    };
  });
}

/** A change of the form editor: the new definition, and what was asked but could not be done. */
export interface FieldEdit {
  definition: TypeDefinition;
  note?: string;
}

/** Drops empty lists and an empty search block, so edited definitions stay minimal JSON. */
function tidySearch(declaration: ItemTypeDeclaration): void {
  const search = declaration.search;
  if (!search) return;
  for (const key of ['headers', 'facets', 'text'] as const) if (search[key]?.length === 0) delete search[key];
  if (Object.keys(search).length === 0) delete declaration.search;
}

function edit(definition: TypeDefinition, change: (declaration: ItemTypeDeclaration, result: TypeDefinition) => string | undefined): FieldEdit {
  const result = structuredClone(definition);
  const note = change(result.declaration, result);
  tidySearch(result.declaration);
  return note === undefined ? { definition: result } : { definition: result, note };
}

export function setFieldLabel(definition: TypeDefinition, field: string, text: string, locale: string): TypeDefinition {
  return edit(definition, (declaration, result) => {
    setMessage((result.messages ??= {}), fieldMessageId(declaration.key, field), text, locale);
    return undefined;
  }).definition;
}

export function setFieldRequired(definition: TypeDefinition, field: string, required: boolean): TypeDefinition {
  return edit(definition, (declaration) => {
    const schema = declaration.schema;
    const others = (schema.required ?? []).filter((name) => name !== field);
    const next = required ? [...others, field] : others;
    if (next.length > 0) schema.required = next;
    else delete schema.required;
    return undefined;
  }).definition;
}

export function setFieldHeader(definition: TypeDefinition, field: string, header: boolean): TypeDefinition {
  return edit(definition, (declaration) => {
    const search = (declaration.search ??= {});
    const kind = fieldKindOf(declaration.schema.properties[field] ?? {});
    const others = (search.headers ?? []).filter((h) => h.field !== field);
    search.headers = header ? [...others, { field, sortable: kind !== undefined && isSortableKind(kind) }] : others;
    return undefined;
  }).definition;
}

/** Adds or removes the facet that suits the field's kind; a kind without one gets a note instead. */
export function setFieldFacet(definition: TypeDefinition, field: string, facet: boolean): FieldEdit {
  return edit(definition, (declaration) => {
    const search = (declaration.search ??= {});
    const others = (search.facets ?? []).filter((f) => f.field !== field);
    search.facets = others;
    if (!facet) return undefined;
    const kind = fieldKindOf(declaration.schema.properties[field] ?? {});
    if (kind === undefined) return `"${field}" is a custom field: declare its facet in the JSON editor`;
    const made = kindFacet(field, kind, undefined);
    if ('reason' in made) return `no facet for "${field}": ${made.reason}`;
    search.facets = [...others, made.facet];
    return undefined;
  });
}

function innerSchema(schema: FieldSchema): FieldSchema {
  return schema.type === 'array' && schema.items ? schema.items : schema;
}

/** The list of values of a lov or lovMulti field. */
export function setFieldLov(definition: TypeDefinition, field: string, lov: string): TypeDefinition {
  return edit(definition, (declaration) => {
    const schema = declaration.schema.properties[field];
    if (schema) innerSchema(schema).lov = lov;
    return undefined;
  }).definition;
}

/** The types a related-item field may name; none means any type. */
export function setFieldItemTypes(definition: TypeDefinition, field: string, itemTypes: readonly string[]): TypeDefinition {
  return edit(definition, (declaration) => {
    const schema = declaration.schema.properties[field];
    if (!schema) return undefined;
    const inner = innerSchema(schema);
    if (itemTypes.length > 0) inner.itemTypes = [...itemTypes];
    else delete inner.itemTypes;
    return undefined;
  }).definition;
}

/**
 * Gives a field another kind: a new schema and widget (its place in the form kept), its header's
 * sortability, its facet redone for the new kind (dropped with a note when the kind has none), and
 * free-text search dropped when the new kind is not text. Label and requirement stay.
 */
export function setFieldKind(definition: TypeDefinition, field: string, kind: SimpleFieldKind, options: KindOptions = {}): FieldEdit {
  return edit(definition, (declaration) => {
    const previous = declaration.schema.properties[field];
    if (!previous) return undefined;
    declaration.schema.properties[field] = kindSchema(kind, options);
    declaration.fields = { ...declaration.fields, [field]: { ...declaration.fields?.[field], widget: kindWidget(kind) } };
    const search = (declaration.search ??= {});
    search.headers = search.headers?.map((h) => (h.field === field ? { ...h, sortable: isSortableKind(kind) } : h));
    if (!isTextSearchedKind(kind)) search.text = search.text?.filter((name) => name !== field);
    if (!search.facets?.some((f) => f.field === field)) return undefined;
    const made = kindFacet(field, kind, undefined);
    search.facets = search.facets.map((f) => (f.field === field && 'facet' in made ? made.facet : f)).filter((f) => f.field !== field || 'facet' in made);
    return 'reason' in made ? `facet of "${field}" removed: ${made.reason}` : undefined;
  });
}

/** Removes a field and everything naming it (engine/typedef removeField). */
export function deleteField(definition: TypeDefinition, field: string): TypeDefinition {
  return removeField(definition, field);
}
