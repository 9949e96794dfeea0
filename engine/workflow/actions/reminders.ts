import { event, finish, refuse, startDraft } from '../draft';
import type { MaybeInstance, WorkflowContext, WorkflowResult, WorkflowStep } from '../model';
import { isOpen } from '../transitionTable';

/** One reminder the scheduler owes: an open step past its due time, not yet reminded of that due time. */
export interface DueReminder {
  step: string;
  assignee?: string;
  due: string;
}

function owesReminder(step: WorkflowStep): step is WorkflowStep & { due: string } {
  return isOpen(step.state) && step.due !== undefined && step.remindedFor !== step.due;
}

/** Steps due at or before now whose assignee was not reminded of that due time (once per due time). */
export function dueReminders(instance: MaybeInstance, now: string): DueReminder[] {
  const at = Date.parse(now);
  return (instance?.steps ?? [])
    .filter(owesReminder)
    .filter((s) => Date.parse(s.due) <= at)
    .map((s) => ({ step: s.id, due: s.due, ...(s.assignee ? { assignee: s.assignee } : {}) }));
}

/**
 * The earliest due time a reminder is owed for (past or future), or undefined: what the server's
 * persisted schedule keeps per item, so no scan over every instance is needed.
 */
export function nextReminderAt(instance: MaybeInstance): string | undefined {
  const dues = (instance?.steps ?? []).filter(owesReminder).map((s) => s.due);
  return dues.sort((a, b) => Date.parse(a) - Date.parse(b))[0];
}

/**
 * Records that the assignee was reminded of a step's due time (emits WKF_STEP_DUE_REMINDED).
 * `due` is the due time the reminder was for: when it changed meanwhile, or is not reached, or was
 * already reminded, the call is refused (reminderNotDue) so a reminder fires exactly once.
 */
export function markReminded(instance: MaybeInstance, payload: { step: string; due: string }, context: WorkflowContext): WorkflowResult {
  if (!instance) return refuse('workflow.errors.noWorkflow');
  const draft = startDraft(instance, context);
  const step = draft.instance.steps.find((s) => s.id === payload.step);
  if (!step) return refuse('workflow.errors.unknownStep', { step: payload.step });
  const owed = dueReminders(instance, context.now).find((r) => r.step === payload.step);
  if (!owed || owed.due !== payload.due) return refuse('workflow.errors.reminderNotDue', { step: payload.step });
  step.remindedFor = owed.due;
  event(draft, { kind: 'WKF_STEP_DUE_REMINDED', step: step.id, due: owed.due, ...(owed.assignee ? { assignee: owed.assignee } : {}) });
  return finish(draft);
}
