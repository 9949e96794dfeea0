import type { ServerPluginContext } from '../../../engine/plugin/serverPlugin';
import type { ItemJson } from '../../../engine/protocol/item';
import type { Actor } from '../../../engine/protocol/operations';
import type { WorkflowInstance, WorkflowStep } from '../../../engine/workflow';

export type LetterStepKind = 'RWF_LETTER_PROPOSE' | 'RWF_LETTER_APPROVE' | 'RWF_LETTER_SEND';

function instanceOf(item: ItemJson): WorkflowInstance | undefined {
  const value: unknown = item._wf;
  return typeof value === 'object' && value !== null && 'steps' in value && Array.isArray(value.steps) ? (value as WorkflowInstance) : undefined;
}

/** The first open (PENDING or ACTIVE) step of the kind in the response's workflow. */
export function openStep(response: ItemJson, kind: LetterStepKind): WorkflowStep | undefined {
  return instanceOf(response)?.steps.find((step) => step.kind === kind && (step.state === 'PENDING' || step.state === 'ACTIVE'));
}

/**
 * Completes the step as `actor` through act/workflow itself, so the workflow's own rules judge it
 * (who may work the step, required properties) and its events, state mapping and next step follow:
 * ACTIVE first when PENDING, then the step's values, then COMPLETE. Synchronous: it joins the
 * caller's transaction, and a refusal undoes the letter's writes with it.
 */
export function completeStep(context: ServerPluginContext, actor: Actor, responseId: string, step: WorkflowStep, properties: Record<string, unknown>): void {
  const act = (action: Record<string, unknown>): unknown => context.operations.call(`act/workflow/${responseId}`, actor, { action });
  if (step.state === 'PENDING') act({ type: 'setStepState', step: step.id, state: 'ACTIVE' });
  act({ type: 'applyStepProperties', step: step.id, properties });
  act({ type: 'setStepState', step: step.id, state: 'COMPLETE' });
}
