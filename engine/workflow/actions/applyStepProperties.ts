import { finish, refuse, startDraft } from '../draft';
import type { MaybeInstance, WorkflowContext, WorkflowResult } from '../model';
import { checkStepProperties } from '../stepProperties';
import { isFinal } from '../transitionTable';

export interface StepPropertiesPayload {
  step: string;
  /** Values to set; null removes a value. Other properties are kept. */
  properties: Record<string, unknown>;
}

/**
 * Apply step properties: merged into the step's properties and checked against the kind's
 * properties schema (required values only when the step completes). A finished step's properties
 * change only for who may force. No event: the item write itself is logged.
 */
export function applyStepProperties(instance: MaybeInstance, payload: StepPropertiesPayload, context: WorkflowContext): WorkflowResult {
  if (!instance) return refuse('workflow.errors.noWorkflow');
  const draft = startDraft(instance, context);
  const step = draft.instance.steps.find((s) => s.id === payload.step);
  if (!step) return refuse('workflow.errors.unknownStep', { step: payload.step });
  const kind = context.kinds.get(step.kind);
  if (!kind) return refuse('workflow.errors.unknownKind', { kind: step.kind });
  if (isFinal(step.state) && !context.mayForce) return refuse('workflow.errors.stepFinished', { step: step.id });
  const merged: Record<string, unknown> = { ...step.properties };
  for (const [name, value] of Object.entries(structuredClone(payload.properties))) {
    if (value === null) delete merged[name];
    else merged[name] = value;
  }
  const fieldErrors = checkStepProperties(kind, merged, 'partial', { admin: context.mayForce, lovKeys: context.lovKeys });
  if (fieldErrors.length > 0) return refuse('workflow.errors.invalidProperties', { step: step.id }, fieldErrors);
  if (Object.keys(merged).length > 0) step.properties = merged;
  else delete step.properties;
  return finish(draft);
}
