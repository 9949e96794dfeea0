import { advance, definitionMismatch, enterState, event, finish, incompleteProperties, matchingDefinition, refuse, startDraft, unknownKindOf } from '../draft';
import type { MaybeInstance, WorkflowContext, WorkflowResult, WorkflowStepState } from '../model';
import { isLegalMove } from '../transitionTable';

export interface StepStatePayload {
  step: string;
  state: WorkflowStepState;
}

/**
 * Set step state: a legal move of the transition table (transitionTable.ts) with the defaults it
 * brings (draft.ts enterState), then the next-step rule. Completing needs the kind's required
 * properties. Needs the instance's own definition in the context (dues, workflow states).
 */
export function setStepState(instance: MaybeInstance, payload: StepStatePayload, context: WorkflowContext): WorkflowResult {
  if (!instance) return refuse('workflow.errors.noWorkflow');
  const definition = matchingDefinition(instance, context);
  if (!definition) return definitionMismatch(instance);
  const unknown = unknownKindOf(instance.steps, context);
  if (unknown !== undefined) return refuse('workflow.errors.unknownKind', { kind: unknown });
  const draft = startDraft(instance, context, definition);
  const step = draft.instance.steps.find((s) => s.id === payload.step);
  if (!step) return refuse('workflow.errors.unknownStep', { step: payload.step });
  const kind = context.kinds.get(step.kind);
  if (!kind) return refuse('workflow.errors.unknownKind', { kind: step.kind });
  if (step.state === payload.state) return refuse('workflow.errors.sameState', { state: payload.state });
  if (!kind.states.includes(payload.state)) return refuse('workflow.errors.stateNotInKind', { step: step.id, kind: kind.key, state: payload.state });
  if (!isLegalMove(kind, step.state, payload.state)) return refuse('workflow.errors.illegalTransition', { step: step.id, from: step.state, to: payload.state });
  if (payload.state === 'COMPLETE') {
    const incomplete = incompleteProperties(draft, step);
    if (incomplete) return incomplete;
  }
  enterState(draft, step, payload.state, false);
  advance(draft);
  return finish(draft);
}

/**
 * Force step state: any state the kind declares, from any state, recorded with from and to; only
 * who may force. A correction, so nothing follows from it: no stamp, due, workflow state, snapshot
 * or next step (the next ordinary action applies the next-step rule again).
 */
export function forceStepState(instance: MaybeInstance, payload: StepStatePayload, context: WorkflowContext): WorkflowResult {
  if (!instance) return refuse('workflow.errors.noWorkflow');
  if (!context.mayForce) return refuse('workflow.errors.forceNotAllowed');
  const draft = startDraft(instance, context);
  const step = draft.instance.steps.find((s) => s.id === payload.step);
  if (!step) return refuse('workflow.errors.unknownStep', { step: payload.step });
  const kind = context.kinds.get(step.kind);
  if (!kind) return refuse('workflow.errors.unknownKind', { kind: step.kind });
  if (step.state === payload.state) return refuse('workflow.errors.sameState', { state: payload.state });
  if (!kind.states.includes(payload.state)) return refuse('workflow.errors.stateNotInKind', { step: step.id, kind: kind.key, state: payload.state });
  event(draft, { kind: 'WKF_STEP_STATE_FORCED', step: step.id, from: step.state, to: payload.state });
  step.state = payload.state;
  return finish(draft);
}
