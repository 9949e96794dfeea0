import { describe, expect, it } from 'vitest';
import { addAdHocStep } from './actions/addAdHocStep';
import { applyStepProperties } from './actions/applyStepProperties';
import { assignStep, unassignStep } from './actions/assignment';
import { markReminded } from './actions/reminders';
import { forceStepState, setStepState } from './actions/stepState';
import { STEP_STATES, type WorkflowInstance, type WorkflowStepState } from './model';
import { BOB, CAROL, context, errorKey, started, stepOf } from './workflow.testkit';

/** An instance of the test definition whose step `id` is in `state` (others as a fresh start leaves them). */
function withStep(id: string, state: WorkflowStepState): WorkflowInstance {
  const instance = started();
  stepOf(instance, id).state = state;
  if (id !== 'review') stepOf(instance, 'review').state = 'COMPLETE';
  stepOf(instance, id).due = '2026-03-01T00:00:00.000Z';
  return instance;
}

/** The transition table of transitionTable.ts, for a kind with every state (SIMPLE) and one without ACTIVE (CONFIRM). */
const LEGAL_WITH_ACTIVE: Record<WorkflowStepState, WorkflowStepState[]> = {
  BLANK: ['PENDING', 'SKIP'],
  PENDING: ['ACTIVE', 'SKIP'],
  ACTIVE: ['PENDING', 'COMPLETE', 'SKIP'],
  COMPLETE: [],
  SKIP: [],
};
const LEGAL_WITHOUT_ACTIVE: Record<WorkflowStepState, WorkflowStepState[]> = {
  BLANK: ['PENDING', 'SKIP'],
  PENDING: ['COMPLETE', 'SKIP'],
  ACTIVE: [],
  COMPLETE: [],
  SKIP: [],
};

const pairs = STEP_STATES.flatMap((from) => STEP_STATES.map((to) => [from, to] as const));

describe('setStepState over every pair of states', () => {
  it.each(pairs)('SIMPLE %s → %s follows the table', (from, to) => {
    const result = setStepState(withStep('review', from), { step: 'review', state: to }, context());
    if (from === to) expect(errorKey(result)).toBe('workflow.errors.sameState');
    else if (LEGAL_WITH_ACTIVE[from].includes(to)) expect(result.ok && stepOf(result.instance, 'review').state).toBe(to);
    else expect(errorKey(result)).toBe('workflow.errors.illegalTransition');
  });

  it.each(pairs.filter(([from]) => from !== 'ACTIVE'))('CONFIRM (no ACTIVE) %s → %s follows the table', (from, to) => {
    const result = setStepState(withStep('confirm', from), { step: 'confirm', state: to }, context());
    if (from === to) expect(errorKey(result)).toBe('workflow.errors.sameState');
    else if (to === 'ACTIVE') expect(errorKey(result)).toBe('workflow.errors.stateNotInKind');
    else if (LEGAL_WITHOUT_ACTIVE[from].includes(to)) expect(result.ok && stepOf(result.instance, 'confirm').state).toBe(to);
    else expect(errorKey(result)).toBe('workflow.errors.illegalTransition');
  });

  it('refuses an unknown step and a definition of another version', () => {
    expect(errorKey(setStepState(started(), { step: 'nope', state: 'ACTIVE' }, context()))).toBe('workflow.errors.unknownStep');
    const other = { ...context().definition!, version: 2 };
    expect(errorKey(setStepState(started(), { step: 'review', state: 'ACTIVE' }, context({ definition: other })))).toBe('workflow.errors.definitionMismatch');
    expect(errorKey(setStepState(undefined, { step: 'review', state: 'ACTIVE' }, context()))).toBe('workflow.errors.noWorkflow');
  });
});

describe('every other step action in every step state', () => {
  const finished = (state: WorkflowStepState): boolean => state === 'COMPLETE' || state === 'SKIP';

  it.each(STEP_STATES)('forceStepState from %s: any other state of the kind for who may force, refused otherwise', (from) => {
    for (const to of STEP_STATES) {
      const forced = forceStepState(withStep('review', from), { step: 'review', state: to }, context({ mayForce: true }));
      if (from === to) expect(errorKey(forced)).toBe('workflow.errors.sameState');
      else expect(forced.ok && forced.events).toEqual([{ kind: 'WKF_STEP_STATE_FORCED', step: 'review', from, to, by: context().actor, at: context().now }]);
      expect(errorKey(forceStepState(withStep('review', from), { step: 'review', state: to }, context()))).toBe('workflow.errors.forceNotAllowed');
    }
  });

  it.each(STEP_STATES)('assign and unassign in %s: refused once the step is finished', (state) => {
    const assigned = assignStep(withStep('review', state), { step: 'review', assignee: CAROL }, context());
    const unassigned = unassignStep(withStep('review', state), { step: 'review' }, context());
    if (finished(state)) {
      expect(errorKey(assigned)).toBe('workflow.errors.stepFinished');
      expect(errorKey(unassigned)).toBe('workflow.errors.stepFinished');
    } else {
      expect(assigned.ok && assigned.events.map((e) => [e.kind, e.assignee])).toEqual([['WKF_STEP_ASSIGNED', CAROL]]);
      expect(unassigned.ok && unassigned.events.map((e) => [e.kind, e.assignee])).toEqual([['WKF_STEP_UNASSIGNED', context().definition!.steps[0]!.assignee]]);
    }
  });

  it.each(STEP_STATES)('apply properties in %s: a finished step only for who may force', (state) => {
    const payload = { step: 'review', properties: { note: 'checked' } };
    const result = applyStepProperties(withStep('review', state), payload, context());
    if (finished(state)) {
      expect(errorKey(result)).toBe('workflow.errors.stepFinished');
      expect(applyStepProperties(withStep('review', state), payload, context({ mayForce: true })).ok).toBe(true);
    } else {
      expect(result.ok && stepOf(result.instance, 'review').properties).toEqual({ note: 'checked' });
    }
  });

  it.each(STEP_STATES)('add an ad-hoc step after a step in %s', (state) => {
    const result = addAdHocStep(withStep('outcome', state), { kind: 'SIMPLE', after: 'outcome', assignee: BOB }, context());
    expect(result.ok && result.instance.steps.map((s) => s.id).indexOf('adhoc-1')).toBe(3);
  });

  it.each(STEP_STATES)('a passed due time is reminded only while the step is open (%s)', (state) => {
    const result = markReminded(withStep('review', state), { step: 'review', due: '2026-03-01T00:00:00.000Z' }, context());
    if (state === 'PENDING' || state === 'ACTIVE') expect(result.ok && result.events.map((e) => e.kind)).toEqual(['WKF_STEP_DUE_REMINDED']);
    else expect(errorKey(result)).toBe('workflow.errors.reminderNotDue');
  });
});
