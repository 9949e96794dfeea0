import type { WorkflowAction } from './actions/dispatch';
import type { WorkflowInstance } from './model';

/** Who the actor is towards one item's workflow (business spec §4, §6), as the server decides it. */
export interface WorkflowRights {
  /** The actor's Contact (steps are assigned to contacts), when their User names one. */
  contact: string | undefined;
  /** Administrators, and administrators of the item's owner organization: may force states. */
  mayForce: boolean;
  /** May set, clear, re-apply, initialise the workflow, add steps and assign them: who may update the item. */
  mayManage: boolean;
}

/** What mayAsk needs of an action: its type and, for step actions, the step. */
export type AskedAction = Pick<WorkflowAction, 'type'> & { step?: string };

const STEP_ACTIONS = new Set<WorkflowAction['type']>(['setStepState', 'applyStepProperties']);

/**
 * Whether the actor may ask for the action at all (the engine then refuses what the state forbids):
 * a step's own work is its assignee's, the owner organization's administrators' and administrators';
 * an unassigned step is anyone's who may update the item; the rest needs updating the item, forcing
 * needs mayForce (the engine checks that flag itself). The server judges every request with it; a
 * workflow panel offers only what it allows.
 */
export function mayAsk(rights: WorkflowRights, instance: WorkflowInstance | undefined, action: AskedAction): boolean {
  if (action.type === 'markReminded') return false; // the scheduler's, never a client's
  if (!STEP_ACTIONS.has(action.type)) return rights.mayManage || rights.mayForce;
  if (rights.mayForce) return true;
  const step = instance?.steps.find((candidate) => candidate.id === action.step);
  if (step?.assignee === undefined) return rights.mayManage;
  return step.assignee === rights.contact;
}
