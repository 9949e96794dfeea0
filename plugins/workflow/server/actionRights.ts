import type { ItemJson } from '../../../engine/protocol/item';
import type { Actor } from '../../../engine/protocol/operations';
import type { PluginItems } from '../../../engine/plugin/serverPlugin';
import type { Registry } from '../../../engine/registry/registry';
import type { WorkflowAction, WorkflowInstance } from '../../../engine/workflow';

/** Who the actor is towards one item's workflow (business spec §4, §6). */
export interface WorkflowRights {
  /** The actor's Contact (steps are assigned to contacts), when their User names one. */
  contact: string | undefined;
  /** Administrators, and administrators of the item's owner organization: may force states. */
  mayForce: boolean;
  /** May set, clear, re-apply, initialise the workflow, add steps and assign them: who may update the item. */
  mayManage: boolean;
}

export function rightsOf(items: PluginItems, registry: Registry, actor: Actor, item: ItemJson): WorkflowRights {
  const user = items.get(actor.userId);
  const contact = typeof user?.contact === 'string' ? user.contact : undefined;
  const ownerField = registry.types.get(item._t)?.declaration.access?.ownerField;
  const owner = ownerField === undefined ? undefined : item[ownerField];
  const ownerAdmin = typeof owner === 'string' && actor.adminOrgs.includes(owner);
  const mayForce = actor.admin || ownerAdmin;
  return { contact, mayForce, mayManage: mayForce || items.can(actor, item.$id, 'update') };
}

const STEP_ACTIONS = new Set<WorkflowAction['type']>(['setStepState', 'applyStepProperties']);

/**
 * Whether the actor may ask for the action at all (the engine then refuses what the state forbids):
 * a step's own work is its assignee's, the owner organization's administrators' and administrators';
 * an unassigned step is anyone's who may update the item; the rest needs updating the item, forcing
 * needs mayForce (the engine checks that flag itself).
 */
export function mayAsk(rights: WorkflowRights, instance: WorkflowInstance | undefined, action: WorkflowAction): boolean {
  if (action.type === 'markReminded') return false; // the scheduler's, never a client's
  if (!STEP_ACTIONS.has(action.type)) return rights.mayManage || rights.mayForce;
  if (rights.mayForce) return true;
  const stepId = 'step' in action ? action.step : undefined;
  const step = instance?.steps.find((candidate) => candidate.id === stepId);
  if (step?.assignee === undefined) return rights.mayManage;
  return step.assignee === rights.contact;
}
