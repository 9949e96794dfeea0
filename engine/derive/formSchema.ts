import type { FieldHints, FieldSchema, FieldsSchema, ViewHints } from '../declarations/bundle';
import type { Registry } from '../registry/registry';
import { isFieldShownTo, type Audience } from './audience';
import { isHiddenIn, isReadOnlyIn } from './contexts';
import { fieldLabel } from './fieldLabel';
import { inferWidget } from './inferWidget';
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
  /**
   * JSON Schema for rjsf: the visible fields as declared. LOV fields keep their `lov` keyword and get
   * no `enum`: a list's values include run-time ones (LOVValue items, shared or an owner's) the
   * registry does not know. Forms offer them through the lov widgets (fed by GET /lov), and the
   * `lov` keyword validates with the validation context's lovKeys, on the client and the server.
   */
  schema: FieldsSchema;
  uiSchema: FormUiSchema;
  sections: FieldGroup[];
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

/**
 * The create or edit form of an item type: rjsf schema and uiSchema plus the section layout. With an
 * audience, fields whose show rule fails for it are left out (without one every field stays).
 */
export function deriveForm(registry: Registry, typeKey: string, context: FormContext, audience?: Audience): FormModel {
  const type = requireType(registry, typeKey).declaration;
  const visible = Object.entries(type.schema.properties).flatMap(([name, schema]) =>
    schema && !isHiddenIn(type.fields?.[name], context) && isFieldShownTo(type.fields?.[name], audience) ? [[name, schema] as const] : [],
  );
  const visibleNames = new Set(visible.map(([name]) => name));
  const sections = groupBySection(type, [...visibleNames]);

  const schema: FieldsSchema = {
    type: 'object',
    properties: Object.fromEntries(visible),
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
