import { advance, definitionMismatch, enterState, event, finish, matchingDefinition, refuse, startDraft, unknownKindOf } from '../draft';
import type { MaybeInstance, WorkflowContext, WorkflowDefinition, WorkflowInstance, WorkflowResult, WorkflowStep, WorkflowStepDefinition } from '../model';

export interface SetWorkflowPayload {
  /** The published version to start. */
  definition: WorkflowDefinition;
  /** Type of the item the workflow is set on; refused when the definition does not apply to it. */
  itemType?: string;
}

/** A definition step as a new instance step: BLANK, its default assignee, its settings as first properties. */
export function freshStep(definition: WorkflowStepDefinition): WorkflowStep {
  return {
    id: definition.id,
    kind: definition.kind,
    state: 'BLANK',
    ...(definition.assignee ? { assignee: definition.assignee } : {}),
    ...(definition.settings && Object.keys(definition.settings).length > 0 ? { properties: structuredClone(definition.settings) } : {}),
  };
}

/**
 * Set workflow: starts an instance of a published version. Every step starts BLANK with its default
 * assignee and settings, then moves to its kind's initialState when that is not BLANK; then the
 * next-step rule opens the first step. The workflow starts in the definition's initial state.
 */
export function setWorkflow(instance: MaybeInstance, payload: SetWorkflowPayload, context: WorkflowContext): WorkflowResult {
  if (instance) return refuse('workflow.errors.alreadySet', { definition: instance.definition });
  const { definition } = payload;
  if (payload.itemType !== undefined && !definition.itemTypes.includes(payload.itemType)) {
    return refuse('workflow.errors.itemTypeNotAllowed', { definition: definition.key, type: payload.itemType });
  }
  const unknown = unknownKindOf(definition.steps, context);
  if (unknown !== undefined) return refuse('workflow.errors.unknownKind', { kind: unknown });
  const start: WorkflowInstance = { definition: definition.key, version: definition.version, state: definition.initialState, steps: definition.steps.map(freshStep) };
  const draft = startDraft(start, context, definition);
  event(draft, { kind: 'WKF_SET', definition: definition.key, version: definition.version });
  for (const step of draft.instance.steps) {
    const initial = context.kinds.get(step.kind)?.initialState;
    if (initial !== undefined && initial !== 'BLANK') enterState(draft, step, initial, true);
  }
  advance(draft);
  return finish(draft);
}

/** Manually initialise: the workflow goes back to the definition's initial state (its INIT super-state); steps are kept. */
export function manualInit(instance: MaybeInstance, _payload: Record<string, never>, context: WorkflowContext): WorkflowResult {
  if (!instance) return refuse('workflow.errors.noWorkflow');
  const definition = matchingDefinition(instance, context);
  if (!definition) return definitionMismatch(instance);
  if (instance.state === definition.initialState) return refuse('workflow.errors.sameState', { state: instance.state });
  const draft = startDraft(instance, context, definition);
  event(draft, { kind: 'WKF_MANUAL_INIT', from: instance.state, to: definition.initialState });
  draft.instance.state = definition.initialState;
  return finish(draft);
}

/** Force workflow state: any state of the definition's list (context.workflowStates); only who may force. */
export function forceWorkflowState(instance: MaybeInstance, payload: { state: string }, context: WorkflowContext): WorkflowResult {
  if (!instance) return refuse('workflow.errors.noWorkflow');
  if (!context.mayForce) return refuse('workflow.errors.forceNotAllowed');
  if (!context.workflowStates?.has(payload.state)) return refuse('workflow.errors.unknownState', { state: payload.state });
  if (instance.state === payload.state) return refuse('workflow.errors.sameState', { state: payload.state });
  const draft = startDraft(instance, context);
  event(draft, { kind: 'WKF_FORCED_STATE', from: instance.state, to: payload.state });
  draft.instance.state = payload.state;
  return finish(draft);
}

/** Clear workflow: the item loses its _wf (the result's instance is null); only who may force. */
export function clearWorkflow(instance: MaybeInstance, _payload: Record<string, never>, context: WorkflowContext): WorkflowResult<null> {
  if (!instance) return refuse<null>('workflow.errors.noWorkflow');
  if (!context.mayForce) return refuse<null>('workflow.errors.forceNotAllowed');
  const events = [{ kind: 'WKF_CLEARED' as const, by: context.actor, at: context.now, definition: instance.definition, version: instance.version }];
  return { ok: true, instance: null, events, effects: [] };
}
