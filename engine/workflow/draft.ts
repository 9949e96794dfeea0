import type { StepKindDeclaration } from '../declarations/bundle';
import { checkStepProperties } from './stepProperties';
import type { WorkflowContext, WorkflowDefinition, WorkflowEffect, WorkflowError, WorkflowEvent, WorkflowInstance, WorkflowResult, WorkflowStep, WorkflowStepDefinition, WorkflowStepState } from './model';
import { isFinal, isOpen } from './transitionTable';
import type { WorkflowErrorKey } from './errorKeys';

/** A refusal result. */
export function refuse<I = WorkflowInstance>(key: WorkflowErrorKey, params: WorkflowError['params'] = {}, fieldErrors?: WorkflowError['fieldErrors']): WorkflowResult<I> {
  return { ok: false, error: fieldErrors ? { key, params, fieldErrors } : { key, params } };
}

/**
 * The working copy an action changes: a deep copy of the input (never mutated), the events and
 * effects so far, and what the rules need to know.
 */
export interface Draft {
  instance: WorkflowInstance;
  events: WorkflowEvent[];
  effects: WorkflowEffect[];
  context: WorkflowContext;
  /** The definition the instance's steps come from (absent for actions that do not need it). */
  definition: WorkflowDefinition | undefined;
}

export function startDraft(instance: WorkflowInstance, context: WorkflowContext, definition?: WorkflowDefinition): Draft {
  return { instance: structuredClone(instance), events: [], effects: [], context, definition };
}

export function event(draft: Draft, fields: Omit<WorkflowEvent, 'by' | 'at'>): void {
  draft.events.push({ ...fields, by: draft.context.actor, at: draft.context.now });
}

/** $assigned and $assignedDue follow the first PENDING or ACTIVE step; absent when it has none. */
export function deriveAssigned(instance: WorkflowInstance): void {
  const current = instance.steps.find((s) => isOpen(s.state));
  if (current?.assignee) instance.$assigned = current.assignee;
  else delete instance.$assigned;
  if (current?.due) instance.$assignedDue = current.due;
  else delete instance.$assignedDue;
}

export function finish(draft: Draft): WorkflowResult {
  deriveAssigned(draft.instance);
  return { ok: true, instance: draft.instance, events: draft.events, effects: draft.effects };
}

/** The definition of the instance's own key and version, when the context carries it. */
export function matchingDefinition(instance: WorkflowInstance, context: WorkflowContext): WorkflowDefinition | undefined {
  const definition = context.definition;
  return definition && definition.key === instance.definition && definition.version === instance.version ? definition : undefined;
}

export function definitionMismatch(instance: WorkflowInstance): WorkflowResult {
  return refuse('workflow.errors.definitionMismatch', { definition: instance.definition, version: instance.version });
}

/** The first step whose kind the context lacks, if any: actions refuse rather than guess its rules. */
export function unknownKindOf(steps: readonly Pick<WorkflowStep, 'kind'>[], context: WorkflowContext): string | undefined {
  return steps.find((s) => !context.kinds.has(s.kind))?.kind;
}

export function kindOf(draft: Draft, step: WorkflowStep): StepKindDeclaration {
  const kind = draft.context.kinds.get(step.kind);
  if (!kind) throw new Error(`step kind ${step.kind} missing: actions check kinds before changing steps`);
  return kind;
}

export function stepDefinition(draft: Draft, step: WorkflowStep): WorkflowStepDefinition | undefined {
  return step.adHoc ? undefined : draft.definition?.steps.find((s) => s.id === step.id);
}

export function addDays(iso: string, days: number): string {
  const start = Date.parse(iso);
  if (Number.isNaN(start)) throw new Error(`not an ISO time: ${iso}`);
  return new Date(start + days * 86_400_000).toISOString();
}

export function isIsoTime(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value));
}

/** The workflow state changes with a step (stateOnActive / stateOnComplete); returns the change for the event. */
function followStep(draft: Draft, target: string | undefined): { from: string; to: string } | undefined {
  if (target === undefined || target === draft.instance.state) return undefined;
  const change = { from: draft.instance.state, to: target };
  draft.instance.state = target;
  return change;
}

/**
 * Moves a step into a state and applies the kind's and the definition's defaults (README "Step
 * defaults"): the due time when it leaves BLANK, the stamp when it becomes ACTIVE (stampOnActive),
 * the workflow state (stateOnActive / stateOnComplete), the snapshot request (snapshot.sendOnActive)
 * and the snapshot step moving on (snapshot.advanceFromPendingToActive: it completes at once).
 */
export function enterState(draft: Draft, step: WorkflowStep, to: WorkflowStepState, auto: boolean): void {
  const kind = kindOf(draft, step);
  const definition = stepDefinition(draft, step);
  const from = step.state;
  step.state = to;
  const { now, actor } = draft.context;
  if (from === 'BLANK' && isOpen(to) && step.due === undefined && definition?.dueDays !== undefined) step.due = addDays(now, definition.dueDays);
  let workflowState: { from: string; to: string } | undefined;
  if (to === 'ACTIVE') {
    if (kind.stampOnActive) step.stamp = { by: actor, at: now };
    workflowState = followStep(draft, definition?.stateOnActive);
  }
  if (to === 'COMPLETE') workflowState = followStep(draft, definition?.stateOnComplete);
  event(draft, { kind: 'WKF_STEP_STATE_SET', step: step.id, from, to, ...(auto ? { auto } : {}), ...(workflowState ? { workflowState } : {}) });
  if (to === 'ACTIVE' && kind.snapshot?.sendOnActive) draft.effects.push({ kind: 'WKF_SNAPSHOT_REQUESTED', step: step.id });
  if (to === 'ACTIVE' && from === 'PENDING' && kind.snapshot?.advanceFromPendingToActive && kind.states.includes('COMPLETE')) {
    enterState(draft, step, 'COMPLETE', true);
  }
}

/**
 * The next-step rule: while no step is PENDING or ACTIVE, the first BLANK step (in order) opens —
 * PENDING, or ACTIVE for a kind without PENDING. Repeats while an opened step moved straight on.
 */
export function advance(draft: Draft): void {
  for (let guard = draft.instance.steps.length; guard > 0; guard--) {
    if (draft.instance.steps.some((s) => isOpen(s.state))) return;
    const next = draft.instance.steps.find((s) => s.state === 'BLANK');
    if (!next) return;
    const kind = kindOf(draft, next);
    enterState(draft, next, kind.states.includes('PENDING') ? 'PENDING' : 'ACTIVE', true);
  }
}

/** Whether every step is COMPLETE or SKIP. */
export function isFinished(instance: WorkflowInstance): boolean {
  return instance.steps.every((s) => isFinal(s.state));
}

/** Properties of a completed step must hold the kind's required values. */
export function incompleteProperties(draft: Draft, step: WorkflowStep): WorkflowResult | undefined {
  const kind = kindOf(draft, step);
  const errors = checkStepProperties(kind, step.properties ?? {}, 'complete', { admin: draft.context.mayForce, lovKeys: draft.context.lovKeys });
  return errors.length > 0 ? refuse('workflow.errors.propertiesIncomplete', { step: step.id }, errors) : undefined;
}
