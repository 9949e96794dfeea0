import type { SearchFilter, SearchRequest, SortRequest } from '../../../engine/protocol/searchWire';
import { WORKFLOW_FIELD } from '../../../engine/registry/workflowField';
import type { Registry } from '../../../engine/registry/registry';
import type { WorkflowInstance, WorkflowStep, WorkflowStepState } from '../../../engine/workflow/model';
// Not the engine/workflow index: it brings the validators (ajv), which the home page's card never uses.
import { isOpen } from '../../../engine/workflow/transitionTable';

/**
 * "My steps" as a search: items whose current workflow step (`_wf.$assigned`, the assignee of the
 * first open step) is the asker's own Contact, resolved by the server (actor filter "contact").
 * The consultation module's RWF_MINE and RWF_OVERDUE shortcuts build on these clauses.
 */
export const MY_STEPS_MUST: readonly SearchFilter[] = [{ prop: `${WORKFLOW_FIELD}.$assigned`, kind: 'actor', value: 'contact' }];

/** Soonest due first, so overdue steps lead; steps without a due time come last (the server sorts missing values last). */
export const MY_STEPS_SORT: readonly SortRequest[] = [{ field: `${WORKFLOW_FIELD}.$assignedDue`, order: 'asc' }];

/** The item types whose items may run a workflow (their declaration names a workflow-state list). */
export function workflowTypesOf(registry: Registry): string[] {
  return [...registry.types.values()].filter((type) => type.declaration.workflow !== undefined).map((type) => type.key);
}

/** The search of "My steps" over the given workflow types, with labels, one page of `max`. */
export function myStepsSearch(types: readonly string[], page: { max: number; offset?: number }): SearchRequest {
  return {
    must: [{ kind: 'type', value: [...types] }, ...MY_STEPS_MUST],
    sort: [...MY_STEPS_SORT],
    labels: true,
    max: page.max,
    ...(page.offset === undefined ? {} : { offset: page.offset }),
  };
}

/** Overdue steps only: my steps whose due time is at or before `now` (RWF_OVERDUE). */
export function myOverdueStepsSearch(types: readonly string[], now: Date, page: { max: number; offset?: number }): SearchRequest {
  const mine = myStepsSearch(types, page);
  return { ...mine, must: [...(mine.must ?? []), { prop: `${WORKFLOW_FIELD}.$assignedDue`, kind: 'range', value: { to: now.toISOString() } }] };
}

/** One row of "My steps": the item and its current step (what act/workflow.mySteps answers). */
export interface MyStepRow {
  /** The item running the workflow. */
  id: string;
  type: string;
  /** The item's title (its label as searches answer it). */
  title: string;
  step: {
    id: string;
    kind: string;
    state: WorkflowStepState;
    /** The step's label in its workflow definition, or an ad-hoc step's own; absent: the kind's label names it. */
    label?: string;
  };
  /** When the step is due (ISO); absent when it has no due time. */
  due?: string;
}

/** The reply of act/workflow.mySteps. */
export interface MyStepsReply {
  rows: MyStepRow[];
  /** How many items have a step assigned to the asker (all pages). */
  total: number;
}

/** The step `$assigned` describes: the first open (PENDING or ACTIVE) step, as the engine derives it. */
export function currentStep(instance: Pick<WorkflowInstance, 'steps'>): WorkflowStep | undefined {
  return instance.steps.find((step) => isOpen(step.state));
}

/** Whether a due time is past at `now` (overdue steps are highlighted). */
export function isOverdue(due: string | undefined, now: Date): boolean {
  if (due === undefined) return false;
  const time = Date.parse(due);
  return Number.isFinite(time) && time <= now.getTime();
}
