import type { FieldSchema, FieldsSchema } from '../../../engine/declarations/bundle';
import type { FieldUi, FormModel, FormUiSchema } from '../../../engine/derive/formSchema';
import { inferWidget } from '../../../engine/derive/inferWidget';
import { DEFAULT_SECTION } from '../../../engine/derive/sections';

/** One field of a panel form: its schema and the message id of its label. */
export interface PanelField {
  name: string;
  schema: FieldSchema;
  label: string;
  /** Column width in the form grid (default FULL). */
  width?: FieldUi['ui:options']['width'];
}

/** Files a step records (Attachment references) are uploaded in place, as item forms do with their files fields. */
function widgetOf(schema: FieldSchema): string {
  const refs = schema.items ?? schema;
  const attachments = refs.format === 'item-id' && refs.itemTypes?.length === 1 && refs.itemTypes[0] === 'Attachment';
  return attachments ? 'files' : inferWidget(schema);
}

/**
 * A generated form (EngineForm) over a few fields that belong to no item type: a step kind's
 * properties, or the assignee and due time of an assignment. Widgets are inferred as for item fields.
 */
export function panelFormModel(fields: readonly PanelField[], required: readonly string[] = []): FormModel {
  const schema: FieldsSchema = { type: 'object', properties: Object.fromEntries(fields.map((field) => [field.name, field.schema])) };
  const names = fields.map((field) => field.name);
  const needed = required.filter((name) => names.includes(name));
  if (needed.length > 0) schema.required = needed;
  const uiSchema: FormUiSchema = { 'ui:order': names };
  for (const field of fields) uiSchema[field.name] = { 'ui:widget': widgetOf(field.schema), 'ui:options': { label: field.label, section: DEFAULT_SECTION, width: field.width ?? 'FULL' } };
  return { schema, uiSchema, sections: [{ key: DEFAULT_SECTION, fields: names }] };
}

/**
 * The properties form of a step kind. `required` is left out: the engine checks properties without
 * it (a step may be filled in over time) and asks for the required values only on completion.
 */
export function stepPropertiesForm(kind: string, properties: FieldSchema | undefined): FormModel {
  const fields = Object.entries(properties?.properties ?? {}).flatMap(([name, schema]) => (schema ? [{ name, schema, label: `steps.${kind}.properties.${name}` }] : []));
  return panelFormModel(fields);
}

/** The assignment form: a contact (the same picker as other contact fields) and an optional due time. */
export const ASSIGN_FORM: FormModel = panelFormModel(
  [
    { name: 'assignee', schema: { type: 'string', format: 'item-id', itemTypes: ['Contact'] }, label: 'workflow.panel.assignee' },
    { name: 'due', schema: { type: 'string', format: 'date-time' }, label: 'workflow.panel.due' },
  ],
  ['assignee'],
);

/**
 * What applyStepProperties must be sent so the step ends up with `edited`: the form's values, and
 * null for every value the user removed (the engine merges, and null removes).
 */
export function propertiesPatch(stored: Readonly<Record<string, unknown>> | undefined, edited: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(edited)) if (value !== undefined) patch[name] = value;
  for (const name of Object.keys(stored ?? {})) if (patch[name] === undefined) patch[name] = null;
  return patch;
}

/** The ad-hoc step form beside its kind: a label, an assignee and a due time, all optional. */
export const ADD_STEP_FORM: FormModel = panelFormModel([
  { name: 'label', schema: { type: 'string', maxLength: 200 }, label: 'workflow.panel.stepLabel' },
  { name: 'assignee', schema: { type: 'string', format: 'item-id', itemTypes: ['Contact'] }, label: 'workflow.panel.assignee' },
  { name: 'due', schema: { type: 'string', format: 'date-time' }, label: 'workflow.panel.due' },
]);
