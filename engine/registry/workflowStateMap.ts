import type { DeclarationError, ItemTypeDeclaration, LovDeclaration } from '../declarations/bundle';

/** The field a workflow's `stateMap` writes: the item's own state. */
export const ITEM_STATE_FIELD = 'state';

/**
 * The item state a workflow state maps to (business spec §6: the item's `state` follows its
 * workflow state for non-administrators, who do not see the latter); undefined when the type maps
 * none or not this one.
 */
export function itemStateFor(workflow: ItemTypeDeclaration['workflow'], workflowState: string): string | undefined {
  const map = workflow?.stateMap;
  return map !== undefined && Object.hasOwn(map, workflowState) ? map[workflowState] : undefined;
}

/**
 * Checks a type's `workflow.stateMap`: every key a state of the workflow's list, the type declaring a
 * top-level `state` field, and every value one of that field's declared values (its enum, or its
 * list's declared keys; values added at run time are not known here).
 */
export function checkWorkflowStateMap(type: ItemTypeDeclaration, source: string, lovs: ReadonlyMap<string, LovDeclaration>): DeclarationError[] {
  const map = type.workflow?.stateMap;
  if (map === undefined || type.workflow === undefined) return [];
  const errors: DeclarationError[] = [];
  const pointer = '/workflow/stateMap';
  const workflowStates = lovs.get(type.workflow.states);
  const field = type.schema.properties[ITEM_STATE_FIELD];
  if (!field) errors.push({ source, path: pointer, message: `a stateMap needs a top-level "${ITEM_STATE_FIELD}" field in schema.properties` });
  const lov = field?.lov === undefined ? undefined : lovs.get(field.lov);
  const itemStates = field?.enum?.map(String) ?? lov?.values.map((value) => value.key);
  for (const [from, to] of Object.entries(map)) {
    if (workflowStates && !workflowStates.values.some((value) => value.key === from)) {
      errors.push({ source, path: `${pointer}/${from}`, message: `"${from}" is not a state of ${type.workflow.states}` });
    }
    if (itemStates && (to === undefined || !itemStates.includes(to))) errors.push({ source, path: `${pointer}/${from}`, message: `"${to}" is not a value of the field "${ITEM_STATE_FIELD}"` });
  }
  return errors;
}
