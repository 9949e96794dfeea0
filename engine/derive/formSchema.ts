import type { FieldsSchema } from '../declarations/bundle';
import type { CompiledFieldHints, FieldWidth } from '../registry/compiledType';
import type { Registry } from '../registry/registry';
import { isFieldShownTo, type Audience } from './audience';
import { isHiddenIn, isReadOnlyIn } from './contexts';
import { enumMessagesOf } from './enumMessages';
import { requireType } from './requireType';
import { groupBySection, type FieldGroup } from './sections';

export type FormContext = 'create' | 'edit';
export type { FieldWidth };

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
  /** Message id prefix of an enum field's values (enumMessages.ts): choices show translated. */
  enumMessages?: string;
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

/** One field's uiSchema entry, from its compiled hints (label, widget and width already filled). */
function fieldUi(hints: CompiledFieldHints, section: string, context: FormContext, enumMessages: string | undefined): FieldUi {
  const options: FieldUiOptions = {
    label: hints.label,
    ...(hints.help ? { help: hints.help } : {}),
    ...(hints.placeholder ? { placeholder: hints.placeholder } : {}),
    section,
    width: hints.width,
    ...(isReadOnlyIn(hints, context) ? { readonly: true as const } : {}),
    ...(enumMessages === undefined ? {} : { enumMessages }),
  };
  return { 'ui:widget': hints.widget, 'ui:options': options };
}

/**
 * The create or edit form of an item type: rjsf schema and uiSchema plus the section layout. With an
 * audience, fields whose show rule fails for it are left out (without one every field stays).
 */
export function deriveForm(registry: Registry, typeKey: string, context: FormContext, audience?: Audience): FormModel {
  const type = requireType(registry, typeKey).declaration;
  const visible = Object.entries(type.schema.properties).flatMap(([name, schema]) =>
    schema && !isHiddenIn(type.fields[name], context) && isFieldShownTo(type.fields[name], audience) ? [[name, schema] as const] : [],
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
      const hints = type.fields[name];
      const field = type.schema.properties[name];
      const enumMessages = field?.enum || (field?.type === 'array' && field.items?.enum) ? enumMessagesOf(type.key, name) : undefined;
      if (hints) uiSchema[name] = fieldUi(hints, section.key, context, enumMessages);
    }
  }
  return { schema, uiSchema, sections };
}
