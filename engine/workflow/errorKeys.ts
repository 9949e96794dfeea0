/**
 * Every refusal the workflow actions return, as translation keys (texts: plugins/workflow/messages).
 * Stable: clients and tests match on them.
 */
export const WORKFLOW_ERROR_KEYS = [
  'workflow.errors.noWorkflow',
  'workflow.errors.alreadySet',
  'workflow.errors.itemTypeNotAllowed',
  'workflow.errors.definitionMismatch',
  'workflow.errors.unknownStep',
  'workflow.errors.unknownKind',
  'workflow.errors.illegalTransition',
  'workflow.errors.stateNotInKind',
  'workflow.errors.sameState',
  'workflow.errors.forceNotAllowed',
  'workflow.errors.notAdHoc',
  'workflow.errors.unknownState',
  'workflow.errors.invalidProperties',
  'workflow.errors.propertiesIncomplete',
  'workflow.errors.stepFinished',
  'workflow.errors.invalidDue',
  'workflow.errors.reminderNotDue',
  'workflow.errors.duplicateStep',
  'workflow.errors.stepNeverActive',
  'workflow.errors.unknownItemType',
] as const;

export type WorkflowErrorKey = (typeof WORKFLOW_ERROR_KEYS)[number];
