import type { MaybeInstance, WorkflowContext, WorkflowDefinition, WorkflowInstance, WorkflowResult, WorkflowStepState } from '../model';
import { addAdHocStep, type AdHocStepPayload } from './addAdHocStep';
import { applySteps } from './applySteps';
import { applyStepProperties } from './applyStepProperties';
import { assignStep, unassignStep } from './assignment';
import { clearWorkflow, forceWorkflowState, manualInit, setWorkflow } from './lifecycle';
import { markReminded } from './reminders';
import { forceStepState, setStepState } from './stepState';

/** Every action as one serializable value (what a protocol operation can carry). */
export type WorkflowAction =
  | { type: 'setWorkflow'; definition: WorkflowDefinition; itemType?: string }
  | { type: 'setStepState'; step: string; state: WorkflowStepState }
  | { type: 'applyStepProperties'; step: string; properties: Record<string, unknown> }
  | { type: 'manualInit' }
  | { type: 'forceWorkflowState'; state: string }
  | { type: 'clearWorkflow' }
  | { type: 'applySteps'; definition: WorkflowDefinition }
  | { type: 'forceStepState'; step: string; state: WorkflowStepState }
  | ({ type: 'addAdHocStep' } & AdHocStepPayload)
  | { type: 'assignStep'; step: string; assignee: string; due?: string }
  | { type: 'unassignStep'; step: string }
  | { type: 'markReminded'; step: string; due: string };

/** Runs one action; clearWorkflow answers a null instance (the item loses its _wf). */
export function applyWorkflowAction(instance: MaybeInstance, action: WorkflowAction, context: WorkflowContext): WorkflowResult<WorkflowInstance | null> {
  switch (action.type) {
    case 'setWorkflow':
      return setWorkflow(instance, action, context);
    case 'setStepState':
      return setStepState(instance, action, context);
    case 'applyStepProperties':
      return applyStepProperties(instance, action, context);
    case 'manualInit':
      return manualInit(instance, {}, context);
    case 'forceWorkflowState':
      return forceWorkflowState(instance, action, context);
    case 'clearWorkflow':
      return clearWorkflow(instance, {}, context);
    case 'applySteps':
      return applySteps(instance, action, context);
    case 'forceStepState':
      return forceStepState(instance, action, context);
    case 'addAdHocStep':
      return addAdHocStep(instance, action, context);
    case 'assignStep':
      return assignStep(instance, action, context);
    case 'unassignStep':
      return unassignStep(instance, action, context);
    case 'markReminded':
      return markReminded(instance, action, context);
  }
}
