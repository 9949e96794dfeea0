import type { StepKindDeclaration } from '../declarations/bundle';
import type { WorkflowStepState } from './model';

/**
 * The moves setStepState allows (forceStepState allows any move to a state of the kind):
 *
 *   BLANK   → PENDING, SKIP            (open a later step early, or skip it ahead of time)
 *   PENDING → ACTIVE, SKIP             (take the step)
 *   PENDING → COMPLETE                 only for kinds without ACTIVE (nothing to take)
 *   ACTIVE  → COMPLETE, PENDING, SKIP  (finish it, hand it back, skip it)
 *   COMPLETE, SKIP                     final
 *
 * Both states must be among the kind's declared states.
 */
const MOVES: Record<WorkflowStepState, readonly WorkflowStepState[]> = {
  BLANK: ['PENDING', 'SKIP'],
  PENDING: ['ACTIVE', 'COMPLETE', 'SKIP'],
  ACTIVE: ['COMPLETE', 'PENDING', 'SKIP'],
  COMPLETE: [],
  SKIP: [],
};

export const FINAL_STATES: ReadonlySet<WorkflowStepState> = new Set(['COMPLETE', 'SKIP']);
export const OPEN_STATES: ReadonlySet<WorkflowStepState> = new Set(['PENDING', 'ACTIVE']);

export function isFinal(state: WorkflowStepState): boolean {
  return FINAL_STATES.has(state);
}

export function isOpen(state: WorkflowStepState): boolean {
  return OPEN_STATES.has(state);
}

/** Whether setStepState may move a step of this kind from one state to the other. */
export function isLegalMove(kind: StepKindDeclaration, from: WorkflowStepState, to: WorkflowStepState): boolean {
  if (!MOVES[from].includes(to)) return false;
  if (from === 'PENDING' && to === 'COMPLETE' && kind.states.includes('ACTIVE')) return false;
  return kind.states.includes(from) && kind.states.includes(to);
}

/** The states a user may move a step to from where it is (what a workflow panel offers). */
export function legalTargets(kind: StepKindDeclaration, from: WorkflowStepState): WorkflowStepState[] {
  return MOVES[from].filter((to) => isLegalMove(kind, from, to));
}
