import type { FieldHints, FieldSchema, FieldsSchema, ViewHints } from '../declarations/bundle';
import type { Registry } from '../registry/registry';
import { isHiddenIn, isReadOnlyIn } from './contexts';
import { fieldLabel } from './fieldLabel';
import { inferWidget } from './inferWidget';
import { activeLovKeys, allLovKeys } from './lovValues';
import { requireType } from './requireType';
import { groupBySection, type FieldGroup } from './sections';

export type FormContext = 'create' | 'edit';
export type FieldWidth = NonNullable<ViewHints['width']>;

/**
 * Options the engine's rjsf theme reads. Labels, help and placeholders are message ids the theme
 * translates; `readonly` uses rjsf's own spelling so stock templates honour it too.
 */
export interface FieldUiOptions {
  label: string;
  help?: string;
  placeholder?: string;
  section: string;
  width: FieldWidth;
  readonly?: true;
}

export interface FieldUi {
  'ui:widget': string;
  'ui:options': FieldUiOptions;
}

/** rjsf uiSchema: the field order plus one entry per field. */
export interface FormUiSchema {
  'ui:order': string[];
  [field: string]: FieldUi | string[];
}

export interface FormModel {
  /** JSON Schema for rjsf: the visible fields, LOV fields with an `enum` of their keys (the `lov` keyword kept for the widget). */
  schema: FieldsSchema;
  uiSchema: FormUiSchema;
  sections: FieldGroup[];
}

/**
 * Adds `enum` to LOV fields, recursively. Create offers ACTIVE keys only; edit accepts every key
 * so a stored ARCHIVED value stays valid. Lists whose owners add values at run time (ownerType)
 * get no enum: the registry does not know those values, the server checks them.
 */
function withLovEnums(schema: FieldSchema, registry: Registry, context: FormContext): FieldSchema {
  const result: FieldSchema = { ...schema };
  const lov = schema.lov === undefined ? undefined : registry.lovs.get(schema.lov);
  if (lov && !lov.ownerType) {
    const keys = context === 'create' ? activeLovKeys(lov) : allLovKeys(lov);
    if (keys.length > 0) result.enum = keys;
  }
  if (schema.items) result.items = withLovEnums(schema.items, registry, context);
  if (schema.properties) {
    result.properties = Object.fromEntries(
      Object.entries(schema.properties).flatMap(([name, child]) => (child ? [[name, withLovEnums(child, registry, context)]] : [])),
    );
  }
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    result.additionalProperties = withLovEnums(schema.additionalProperties, registry, context);
  }
  return result;
}

function fieldUi(typeKey: string, field: string, schema: FieldSchema, hints: FieldHints | undefined, section: string, context: FormContext): FieldUi {
  const options: FieldUiOptions = {
    label: fieldLabel(typeKey, field, hints),
    ...(hints?.help ? { help: hints.help } : {}),
    ...(hints?.placeholder ? { placeholder: hints.placeholder } : {}),
    section,
    width: hints?.width ?? 'FULL',
    ...(isReadOnlyIn(hints, context) ? { readonly: true as const } : {}),
  };
  return { 'ui:widget': hints?.widget ?? inferWidget(schema), 'ui:options': options };
}

/** The create or edit form of an item type: rjsf schema and uiSchema plus the section layout. */
export function deriveForm(registry: Registry, typeKey: string, context: FormContext): FormModel {
  const type = requireType(registry, typeKey).declaration;
  const visible = Object.entries(type.schema.properties).flatMap(([name, schema]) =>
    schema && !isHiddenIn(type.fields?.[name], context) ? [[name, schema] as const] : [],
  );
  const visibleNames = new Set(visible.map(([name]) => name));
  const sections = groupBySection(type, [...visibleNames]);

  const schema: FieldsSchema = {
    type: 'object',
    properties: Object.fromEntries(visible.map(([name, field]) => [name, withLovEnums(field, registry, context)])),
  };
  const required = (type.schema.required ?? []).filter((f) => visibleNames.has(f));
  if (required.length > 0) schema.required = required;
  const requiredExceptAdmin = (type.schema.requiredExceptAdmin ?? []).filter((f) => visibleNames.has(f));
  if (requiredExceptAdmin.length > 0) schema.requiredExceptAdmin = requiredExceptAdmin;
  const rangeRules = (type.schema.endNotBeforeStart ?? []).filter(
    (r) => visibleNames.has(r.start) && visibleNames.has(r.end) && (r.sameDay === undefined || visibleNames.has(r.sameDay)),
  );
  if (rangeRules.length > 0) schema.endNotBeforeStart = rangeRules;

  const uiSchema: FormUiSchema = { 'ui:order': sections.flatMap((s) => s.fields) };
  for (const section of sections) {
    for (const name of section.fields) {
      const field = type.schema.properties[name];
      if (field) uiSchema[name] = fieldUi(typeKey, name, field, type.fields?.[name], section.key, context);
    }
  }
  return { schema, uiSchema, sections };
}
