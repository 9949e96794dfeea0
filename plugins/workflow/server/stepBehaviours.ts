import type { ServerPluginContext } from '../../../engine/plugin/serverPlugin';
import type { StepOutcome } from '../../../engine/plugin/stepBehaviour';
import type { ItemFields, ItemJson } from '../../../engine/protocol/item';
import type { Actor } from '../../../engine/protocol/operations';
import type { WorkflowEvent, WorkflowInstance, WorkflowStepState } from '../../../engine/workflow';
import { deriveAssigned } from '../../../engine/workflow/draft';
import { isFinal } from '../../../engine/workflow';

/** What the behaviours of one action add to its write: the instance they touched and item fields. */
export interface BehaviourResult {
  instance: WorkflowInstance;
  fields: ItemFields;
}

function mergeProperties(current: Record<string, unknown> | undefined, patch: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...(current ?? {}) };
  for (const [name, value] of Object.entries(patch)) {
    if (value === null) delete merged[name];
    else merged[name] = value;
  }
  return merged;
}

function applyOutcome(instance: WorkflowInstance, stepId: string, outcome: StepOutcome, fields: ItemFields): WorkflowInstance {
  const steps = instance.steps.map((step) => {
    let next = step;
    if (step.id === stepId && outcome.properties) next = { ...next, properties: mergeProperties(step.properties, outcome.properties) };
    if (outcome.assignUnassigned && !next.assignee && !isFinal(next.state)) next = { ...next, assignee: outcome.assignUnassigned };
    return next;
  });
  Object.assign(fields, outcome.fields ?? {});
  const updated: WorkflowInstance = { ...instance, steps };
  deriveAssigned(updated);
  return updated;
}

/**
 * Runs the behaviours of the kinds whose steps this action moved (WKF_STEP_STATE_SET events, the
 * next-step rule's included; forced states excluded), in the order the moves happened. Called
 * inside the action's transaction: a behaviour's refusal undoes the whole action.
 */
export function runStepBehaviours(context: ServerPluginContext, item: ItemJson, instance: WorkflowInstance, events: readonly WorkflowEvent[], actor: Actor): BehaviourResult {
  let current = instance;
  const fields: ItemFields = {};
  for (const event of events) {
    if (event.kind !== 'WKF_STEP_STATE_SET' || event.step === undefined || event.from === undefined || event.to === undefined) continue;
    const kind = current.steps.find((step) => step.id === event.step)?.kind;
    if (kind === undefined) continue;
    for (const behaviour of context.steps.of(kind)) {
      const step = current.steps.find((candidate) => candidate.id === event.step);
      if (!step) break;
      const outcome = behaviour({ item: { ...item, ...fields }, instance: current, step, from: event.from as WorkflowStepState, to: event.to as WorkflowStepState, actor });
      if (outcome) current = applyOutcome(current, step.id, outcome, fields);
    }
  }
  return { instance: current, fields };
}
