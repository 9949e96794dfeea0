import type { PluginEvent } from '../plugin/serverPlugin';
import type { WorkflowDefinition, WorkflowEvent, WorkflowInstance } from './model';

/** The label readers see for a step: the definition's or ad-hoc label, else its kind's message id. */
function stepLabel(step: string | undefined, instance: WorkflowInstance | null, definition: WorkflowDefinition | undefined): string | undefined {
  if (step === undefined) return undefined;
  const own = instance?.steps.find((candidate) => candidate.id === step);
  const declared = definition?.steps.find((candidate) => candidate.id === step);
  const kind = own?.kind ?? declared?.kind;
  return own?.label ?? declared?.label ?? (kind === undefined ? step : `steps.${kind}.label`);
}

const STEP_STATE_EVENTS = new Set(['WKF_STEP_STATE_SET', 'WKF_STEP_STATE_FORCED']);

/**
 * A workflow event as the Event item on the item's timeline (what act/workflow emits, and what a
 * demo seeder records of the actions it runs): its kind, the values of its detail
 * message (events.{KIND}.detail: which step, from which state to which) and, for assignment and
 * reminder events, the assignee among those notified.
 */
export function toPluginEvent(itemId: string, event: WorkflowEvent, instance: WorkflowInstance | null, definition: WorkflowDefinition | undefined): PluginEvent {
  const params: Record<string, string> = {};
  const step = stepLabel(event.step, instance, definition);
  if (step !== undefined) params.step = step;
  const stateMessage = (state: string): string => (STEP_STATE_EVENTS.has(event.kind) ? `workflow.stepStates.${state}` : state);
  if (event.from !== undefined) params.from = stateMessage(event.from);
  if (event.to !== undefined) params.to = stateMessage(event.to);
  if (event.due !== undefined) params.due = event.due;
  if (event.definition !== undefined) params.workflow = event.definition;
  if (event.version !== undefined) params.version = String(event.version);
  if (event.workflowState !== undefined) params.state = event.workflowState.to;
  const assignee = notifiedAssignee(event, instance);
  return { kind: event.kind, context: itemId, params, ...(assignee === undefined ? {} : { also: [assignee] }) };
}

/** Whom the event concerns besides the item's followers: the assignee of a step given to them, reminded, or opened for them. */
function notifiedAssignee(event: WorkflowEvent, instance: WorkflowInstance | null): string | undefined {
  if (event.kind === 'WKF_STEP_ASSIGNED' || event.kind === 'WKF_STEP_DUE_REMINDED') return event.assignee;
  const opened = STEP_STATE_EVENTS.has(event.kind) && event.from === 'BLANK';
  return opened ? instance?.steps.find((step) => step.id === event.step)?.assignee : undefined;
}
