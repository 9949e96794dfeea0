import { badRequest } from '../../../engine/protocol/operations';
import type { WorkflowAction, WorkflowStepState } from '../../../engine/workflow';
import { STEP_STATES } from '../../../engine/workflow';

/**
 * A workflow action as a client sends it: like the engine's WorkflowAction, except that set workflow
 * and apply steps name a published workflow type (key, optional version; the latest when absent)
 * instead of carrying a definition, and markReminded is the scheduler's alone.
 */
export type WireAction =
  | { type: 'setWorkflow'; workflow: string; version?: number }
  | { type: 'applySteps'; workflow?: string; version?: number }
  | Exclude<WorkflowAction, { type: 'setWorkflow' | 'applySteps' | 'markReminded' }>;

export interface WorkflowRequest {
  action: WireAction;
  /** The item version the client acted on: a stale one is refused (staleUpdate) instead of acting on news it did not see. */
  _u?: number;
}

function record(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badRequest(`${what} must be an object`);
  return value as Record<string, unknown>;
}

function text(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  if (typeof value !== 'string' || value === '') throw badRequest(`action.${name} must be a non-empty string`);
  return value;
}

function optionalText(body: Record<string, unknown>, name: string): string | undefined {
  return body[name] === undefined ? undefined : text(body, name);
}

function optionalVersion(body: Record<string, unknown>): { version?: number } {
  const value = body.version;
  if (value === undefined) return {};
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) throw badRequest('action.version must be a positive integer');
  return { version: value };
}

function stepState(body: Record<string, unknown>): WorkflowStepState {
  const value = body.state;
  if (typeof value !== 'string' || !(STEP_STATES as readonly string[]).includes(value)) throw badRequest(`action.state must be one of ${STEP_STATES.join(', ')}`);
  return value as WorkflowStepState;
}

function parseAction(body: Record<string, unknown>): WireAction {
  const type = body.type;
  switch (type) {
    case 'setWorkflow':
      return { type, workflow: text(body, 'workflow'), ...optionalVersion(body) };
    case 'applySteps': {
      const workflow = optionalText(body, 'workflow');
      return { type, ...(workflow === undefined ? {} : { workflow }), ...optionalVersion(body) };
    }
    case 'setStepState':
    case 'forceStepState':
      return { type, step: text(body, 'step'), state: stepState(body) };
    case 'applyStepProperties':
      return { type, step: text(body, 'step'), properties: record(body.properties, 'action.properties') };
    case 'manualInit':
    case 'clearWorkflow':
      return { type };
    case 'forceWorkflowState':
      return { type, state: text(body, 'state') };
    case 'addAdHocStep': {
      const label = optionalText(body, 'label');
      const assignee = optionalText(body, 'assignee');
      const due = optionalText(body, 'due');
      const after = optionalText(body, 'after');
      const properties = body.properties === undefined ? undefined : record(body.properties, 'action.properties');
      return {
        type,
        kind: text(body, 'kind'),
        ...(label ? { label } : {}),
        ...(assignee ? { assignee } : {}),
        ...(due ? { due } : {}),
        ...(after ? { after } : {}),
        ...(properties ? { properties } : {}),
      };
    }
    case 'assignStep': {
      const due = optionalText(body, 'due');
      return { type, step: text(body, 'step'), assignee: text(body, 'assignee'), ...(due ? { due } : {}) };
    }
    case 'unassignStep':
      return { type, step: text(body, 'step') };
    default:
      throw badRequest(`action.type ${JSON.stringify(type)} is not a workflow action`);
  }
}

/** Parses the body of act/workflow/{itemId}: { action, _u? }; anything else is refused as parseRequestFailed. */
export function parseWorkflowRequest(body: unknown): WorkflowRequest {
  const request = record(body, 'the body');
  const action = parseAction(record(request.action, 'action'));
  const u = request._u;
  if (u !== undefined && (typeof u !== 'number' || !Number.isInteger(u))) throw badRequest('_u must be an integer');
  return { action, ...(typeof u === 'number' ? { _u: u } : {}) };
}
