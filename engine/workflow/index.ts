/** The workflow engine (README.md beside this file): pure transition logic over the _wf instance of an item. */
export * from './model';
export { WORKFLOW_ERROR_KEYS, type WorkflowErrorKey } from './errorKeys';
export { WORKFLOW_EVENT_KINDS, type WorkflowEventKind } from './eventKinds';
export { isFinal, isLegalMove, isOpen, legalTargets } from './transitionTable';
export { isFinished } from './draft';
export { checkStepProperties, type PropertiesCheck } from './stepProperties';
export { checkDefinition, type DefinitionScope } from './checkDefinition';
export { INIT_SUPER_STATE, statesOfSuperState } from './superStates';
export { setWorkflow, manualInit, forceWorkflowState, clearWorkflow, type SetWorkflowPayload } from './actions/lifecycle';
export { setStepState, forceStepState, type StepStatePayload } from './actions/stepState';
export { applySteps } from './actions/applySteps';
export { addAdHocStep, type AdHocStepPayload } from './actions/addAdHocStep';
export { assignStep, unassignStep, type AssignPayload } from './actions/assignment';
export { applyStepProperties, type StepPropertiesPayload } from './actions/applyStepProperties';
export { dueReminders, markReminded, nextReminderAt, type DueReminder } from './actions/reminders';
export { applyWorkflowAction, type WorkflowAction } from './actions/dispatch';
export { mayAsk, type AskedAction, type WorkflowRights } from './askRights';
export { workflowOffer, type StepOffer, type WorkflowOffer } from './offers';
