import type { FieldSchema, StepKindDeclaration } from '../../../engine/declarations/bundle';
import type { FieldUi, FormModel } from '../../../engine/derive/formSchema';
import { inferWidget } from '../../../engine/derive/inferWidget';
import type { Registry } from '../../../engine/registry/registry';
import { panelFormModel } from './stepForms';

/** One step of a workflow type as the Workflow item stores it (Workflow.type.json `steps`). */
export interface StepDraft {
  id: string;
  kind: string;
  label?: string;
  assignee?: string;
  dueDays?: number;
  stateOnActive?: string;
  stateOnComplete?: string;
  settings?: Record<string, unknown>;
}

const FIELD_LABEL = 'types.Workflow.fields.steps';

function modelOf(properties: Readonly<Record<string, FieldSchema | undefined>>, labelOf: (name: string) => string, widthOf: (name: string) => FieldUi['ui:options']['width']): FormModel {
  const fields = Object.entries(properties).flatMap(([name, schema]) => (schema ? [{ name, schema, label: labelOf(name), width: widthOf(name) }] : []));
  return panelFormModel(fields);
}

/**
 * The form of a step's common fields (label, default assignee, due after N days, workflow state on
 * active / complete). The states are values of the workflow type's state list when one is chosen;
 * `stateOnActive` only for kinds that have an ACTIVE state (checkDefinition refuses it elsewhere).
 */
export function stepFieldsModel(kind: StepKindDeclaration | undefined, stateList: string | undefined): FormModel {
  const state: FieldSchema = stateList ? { type: 'string', maxLength: 60, lov: stateList } : { type: 'string', maxLength: 60 };
  const hasActive = kind === undefined || kind.states.includes('ACTIVE');
  const properties: Record<string, FieldSchema> = {
    label: { type: 'string', maxLength: 200 },
    assignee: { type: 'string', format: 'item-id', itemTypes: ['Contact'] },
    dueDays: { type: 'number', minimum: 0, maximum: 3650 },
    ...(hasActive ? { stateOnActive: state } : {}),
    stateOnComplete: state,
  };
  return modelOf(properties, (name) => `${FIELD_LABEL}.${name}`, (name) => (name === 'label' ? 'TWO_THIRDS' : 'THIRD'));
}

/**
 * The form of a kind's settings: first values of its step properties, from the kind's schema
 * without `required` (required values may be left to the assignee). Undefined for a kind that
 * records nothing.
 */
export function settingsModel(kind: StepKindDeclaration | undefined): FormModel | undefined {
  const properties = kind?.properties?.properties;
  if (!kind || !properties || Object.keys(properties).length === 0) return undefined;
  return modelOf(properties, (name) => `steps.${kind.key}.properties.${name}`, (name) => (inferWidget(properties[name] ?? {}) === 'textarea' ? 'FULL' : 'HALF'));
}

/** The first unused id "step-N": ids are kept across versions, so a new step never takes an old one's. */
export function nextStepId(steps: readonly StepDraft[]): string {
  const taken = new Set(steps.map((step) => step.id));
  let n = steps.length + 1;
  while (taken.has(`step-${n}`)) n += 1;
  return `step-${n}`;
}

/** The steps with one moved by `delta` places (no move past either end). */
export function moveStep<T>(steps: readonly T[], index: number, delta: number): T[] {
  const target = index + delta;
  if (index < 0 || index >= steps.length || target < 0 || target >= steps.length) return [...steps];
  const next = [...steps];
  const [moved] = next.splice(index, 1);
  if (moved !== undefined) next.splice(target, 0, moved);
  return next;
}

/** Reads the stored steps value, dropping anything that is not a step object. */
export function stepsOf(value: unknown): StepDraft[] {
  if (!Array.isArray(value)) return [];
  return value.filter((step): step is StepDraft => typeof step === 'object' && step !== null && typeof (step as { id?: unknown }).id === 'string');
}

/** Step kinds offered to an editor, by translated label. */
export function stepKindChoices(registry: Registry, translate: (id: string) => string): { key: string; label: string }[] {
  return [...registry.steps.values()].map((kind) => ({ key: kind.key, label: translate(kind.label) })).sort((a, b) => a.label.localeCompare(b.label));
}

/** State lists the item types running workflows use, each with those types (what a workflow type may apply to). */
export function workflowStateLists(registry: Registry): Map<string, string[]> {
  const lists = new Map<string, string[]>();
  for (const [key, type] of registry.types) {
    const states = type.declaration.workflow?.states;
    if (states) lists.set(states, [...(lists.get(states) ?? []), key]);
  }
  return lists;
}
