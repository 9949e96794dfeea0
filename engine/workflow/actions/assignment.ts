import { event, finish, isIsoTime, refuse, startDraft } from '../draft';
import type { MaybeInstance, WorkflowContext, WorkflowResult } from '../model';
import { isFinal } from '../transitionTable';

export interface AssignPayload {
  step: string;
  /** Contact id. */
  assignee: string;
  /** New due time (ISO); a new due time is reminded again. */
  due?: string;
}

/** Assign a step (not a finished one). Assigning the same contact again with no new due changes nothing (no event). */
export function assignStep(instance: MaybeInstance, payload: AssignPayload, context: WorkflowContext): WorkflowResult {
  if (!instance) return refuse('workflow.errors.noWorkflow');
  const draft = startDraft(instance, context);
  const step = draft.instance.steps.find((s) => s.id === payload.step);
  if (!step) return refuse('workflow.errors.unknownStep', { step: payload.step });
  if (isFinal(step.state)) return refuse('workflow.errors.stepFinished', { step: step.id });
  if (payload.due !== undefined && !isIsoTime(payload.due)) return refuse('workflow.errors.invalidDue', { due: String(payload.due) });
  if (step.assignee === payload.assignee && (payload.due === undefined || payload.due === step.due)) return finish(draft);
  step.assignee = payload.assignee;
  if (payload.due !== undefined) step.due = payload.due;
  event(draft, { kind: 'WKF_STEP_ASSIGNED', step: step.id, assignee: payload.assignee, ...(step.due ? { due: step.due } : {}) });
  return finish(draft);
}

/** Unassign a step (not a finished one); the event names who was assigned. An unassigned step stays as it is (no event). */
export function unassignStep(instance: MaybeInstance, payload: { step: string }, context: WorkflowContext): WorkflowResult {
  if (!instance) return refuse('workflow.errors.noWorkflow');
  const draft = startDraft(instance, context);
  const step = draft.instance.steps.find((s) => s.id === payload.step);
  if (!step) return refuse('workflow.errors.unknownStep', { step: payload.step });
  if (isFinal(step.state)) return refuse('workflow.errors.stepFinished', { step: step.id });
  const previous = step.assignee;
  if (previous === undefined) return finish(draft);
  delete step.assignee;
  event(draft, { kind: 'WKF_STEP_UNASSIGNED', step: step.id, assignee: previous });
  return finish(draft);
}
