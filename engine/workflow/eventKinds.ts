/**
 * Event kinds the workflow actions emit (texts: events.{KIND} in plugins/workflow/messages). The
 * first nine are the events of business spec §4; WKF_SET and WKF_STEP_ADDED record the two actions
 * the spec lists without an event, so the timeline tells the whole story.
 */
export const WORKFLOW_EVENT_KINDS = [
  'WKF_MANUAL_INIT',
  'WKF_FORCED_STATE',
  'WKF_STEP_STATE_SET',
  'WKF_STEP_STATE_FORCED',
  'WKF_STEP_ASSIGNED',
  'WKF_STEP_UNASSIGNED',
  'WKF_STEP_DUE_REMINDED',
  'WKF_CLEARED',
  'WKF_APPLIED_STEPS',
  'WKF_SET',
  'WKF_STEP_ADDED',
] as const;

export type WorkflowEventKind = (typeof WORKFLOW_EVENT_KINDS)[number];
