import { describe, expect, it } from 'vitest';
import { addAdHocStep } from './actions/addAdHocStep';
import { applyStepProperties } from './actions/applyStepProperties';
import { assignStep, unassignStep } from './actions/assignment';
import { setStepState } from './actions/stepState';
import type { WorkflowInstance } from './model';
import { ALICE, BOB, CAROL, T0, context, errorKey, ok, started, stepOf } from './workflow.testkit';

const LATER = '2026-03-03T10:00:00.000Z';
const take = (instance: WorkflowInstance, step: string, actor = ALICE, now = T0) => ok(setStepState(instance, { step, state: 'ACTIVE' }, context({ actor, now })));
const complete = (instance: WorkflowInstance, step: string, now = T0) => ok(setStepState(instance, { step, state: 'COMPLETE' }, context({ now })));

describe('step defaults', () => {
  it('stamps who took a stampOnActive step and when, and the workflow enters the step\'s stateOnActive', () => {
    const result = take(started(), 'review', BOB, LATER);
    expect(stepOf(result.instance, 'review').stamp).toEqual({ by: BOB, at: LATER });
    expect(result.instance.state).toBe('IN_REVIEW');
    expect(result.events).toEqual([{ kind: 'WKF_STEP_STATE_SET', step: 'review', from: 'PENDING', to: 'ACTIVE', workflowState: { from: 'NEW', to: 'IN_REVIEW' }, by: BOB, at: LATER }]);
  });

  it('does not stamp a kind without stampOnActive', () => {
    const instance = complete(take(started(), 'review').instance, 'review').instance;
    const snapshotTaken = take(instance, 'snapshot');
    expect(stepOf(snapshotTaken.instance, 'snapshot').stamp).toBeUndefined();
  });

  it('opens the next BLANK step when one completes, with its due counted from then', () => {
    const result = complete(take(started(), 'review').instance, 'review', LATER);
    expect(result.instance.steps.map((s) => s.state)).toEqual(['COMPLETE', 'PENDING', 'BLANK', 'BLANK']);
    expect(result.events.map((e) => [e.step, e.to, e.auto ?? false])).toEqual([
      ['review', 'COMPLETE', false],
      ['snapshot', 'PENDING', true],
    ]);
  });

  it('moves a snapshot step on when it goes from PENDING to ACTIVE, and requests the snapshot', () => {
    const atSnapshot = complete(take(started(), 'review').instance, 'review').instance;
    const result = take(atSnapshot, 'snapshot', BOB, LATER);
    expect(result.instance.steps.map((s) => s.state)).toEqual(['COMPLETE', 'COMPLETE', 'PENDING', 'BLANK']);
    expect(result.effects).toEqual([{ kind: 'WKF_SNAPSHOT_REQUESTED', step: 'snapshot' }]);
    expect(result.events.map((e) => [e.step, e.from, e.to])).toEqual([
      ['snapshot', 'PENDING', 'ACTIVE'],
      ['snapshot', 'ACTIVE', 'COMPLETE'],
      ['outcome', 'BLANK', 'PENDING'],
    ]);
    // $assigned and $assignedDue follow the newly opened step: Bob, one day after it opened.
    expect(result.instance).toMatchObject({ $assigned: BOB, $assignedDue: '2026-03-04T10:00:00.000Z' });
  });

  it('skipping the current step opens the next; skipping a later step changes nothing else', () => {
    const skippedAhead = ok(setStepState(started(), { step: 'confirm', state: 'SKIP' }, context()));
    expect(skippedAhead.instance.steps.map((s) => s.state)).toEqual(['PENDING', 'BLANK', 'BLANK', 'SKIP']);
    const skipped = ok(setStepState(started(), { step: 'review', state: 'SKIP' }, context()));
    expect(skipped.instance.steps.map((s) => s.state)).toEqual(['SKIP', 'PENDING', 'BLANK', 'BLANK']);
  });

  it('completing needs the kind\'s required properties; the workflow then enters stateOnComplete', () => {
    const atOutcome = take(complete(take(started(), 'review').instance, 'review').instance, 'snapshot').instance;
    const active = take(atOutcome, 'outcome').instance;
    const refused = setStepState(active, { step: 'outcome', state: 'COMPLETE' }, context());
    expect(refused.ok ? undefined : refused.error).toEqual({
      key: 'workflow.errors.propertiesIncomplete',
      params: { step: 'outcome' },
      fieldErrors: [{ path: '/outcome', messageId: 'errors.required', values: {} }],
    });
    const chosen = ok(applyStepProperties(active, { step: 'outcome', properties: { outcome: 'SUPPORT' } }, context())).instance;
    expect(stepOf(chosen, 'outcome').properties).toEqual({ note: 'from settings', outcome: 'SUPPORT' });
    const done = complete(chosen, 'outcome');
    expect(done.instance.state).toBe('RESPONDED');
    expect(done.instance.steps.map((s) => s.state)).toEqual(['COMPLETE', 'COMPLETE', 'COMPLETE', 'PENDING']);
    expect(done.instance.$assigned).toBeUndefined();
    const finished = ok(setStepState(done.instance, { step: 'confirm', state: 'COMPLETE' }, context()));
    expect(finished.instance).not.toHaveProperty('$assignedDue');
  });

  it('checks properties against the kind: values from the list, lengths, unknown fields; null removes a value', () => {
    const check = (properties: Record<string, unknown>, step = 'outcome') => {
      const result = applyStepProperties(started(), { step, properties }, context());
      return result.ok ? stepOf(result.instance, step).properties : result.error.fieldErrors?.map((e) => `${e.path} ${e.messageId}`);
    };
    expect(check({ outcome: 'MAYBE' })).toEqual(['/outcome errors.lovValue']);
    expect(check({ colour: 'red' })).toEqual(['/colour errors.unknownField']);
    expect(check({ note: 'x'.repeat(21) }, 'review')).toEqual(['/note errors.maxLength']);
    expect(check({ note: null })).toBeUndefined();
    expect(errorKey(applyStepProperties(started(), { step: 'outcome', properties: { outcome: 'MAYBE' } }, context()))).toBe('workflow.errors.invalidProperties');
  });
});

describe('assignment and the derived $assigned', () => {
  it('$assigned and $assignedDue follow the current step through assign and unassign', () => {
    const assigned = ok(assignStep(started(), { step: 'review', assignee: CAROL, due: LATER }, context()));
    expect(assigned.instance).toMatchObject({ $assigned: CAROL, $assignedDue: LATER });
    expect(assigned.events).toEqual([{ kind: 'WKF_STEP_ASSIGNED', step: 'review', assignee: CAROL, due: LATER, by: ALICE, at: T0 }]);
    const again = ok(assignStep(assigned.instance, { step: 'review', assignee: CAROL }, context()));
    expect(again.events).toEqual([]);
    const unassigned = ok(unassignStep(assigned.instance, { step: 'review' }, context()));
    expect(unassigned.instance.$assigned).toBeUndefined();
    expect(unassigned.instance.$assignedDue).toBe(LATER);
    expect(ok(unassignStep(unassigned.instance, { step: 'review' }, context())).events).toEqual([]);
    expect(errorKey(assignStep(started(), { step: 'review', assignee: CAROL, due: 'tomorrow' }, context()))).toBe('workflow.errors.invalidDue');
  });
});

describe('ad-hoc steps', () => {
  it('refuses kinds without adHoc and unknown kinds', () => {
    expect(errorKey(addAdHocStep(started(), { kind: 'OUTCOME' }, context()))).toBe('workflow.errors.notAdHoc');
    expect(errorKey(addAdHocStep(started(), { kind: 'NOPE' }, context()))).toBe('workflow.errors.unknownKind');
    expect(errorKey(addAdHocStep(started(), { kind: 'SIMPLE', after: 'nope' }, context()))).toBe('workflow.errors.unknownStep');
    expect(errorKey(addAdHocStep(started(), { kind: 'SIMPLE', properties: { note: 'x'.repeat(30) } }, context()))).toBe('workflow.errors.invalidProperties');
  });

  it('goes after the current step by default, numbered adhoc-1, adhoc-2', () => {
    const first = ok(addAdHocStep(started(), { kind: 'SIMPLE', label: 'Call the band office', assignee: CAROL }, context()));
    expect(first.instance.steps.map((s) => s.id)).toEqual(['review', 'adhoc-1', 'snapshot', 'outcome', 'confirm']);
    expect(stepOf(first.instance, 'adhoc-1')).toEqual({ id: 'adhoc-1', kind: 'SIMPLE', state: 'BLANK', adHoc: true, label: 'Call the band office', assignee: CAROL });
    expect(first.events.map((e) => [e.kind, e.step, e.assignee])).toEqual([['WKF_STEP_ADDED', 'adhoc-1', CAROL]]);
    const second = ok(addAdHocStep(first.instance, { kind: 'SIMPLE' }, context()));
    expect(second.instance.steps.map((s) => s.id)).toEqual(['review', 'adhoc-2', 'adhoc-1', 'snapshot', 'outcome', 'confirm']);
  });

  it('opens at once when the workflow has no open step', () => {
    let instance = started();
    for (const step of ['review', 'snapshot', 'outcome', 'confirm']) instance = ok(setStepState(instance, { step, state: 'SKIP' }, context())).instance;
    const added = ok(addAdHocStep(instance, { kind: 'SIMPLE', assignee: BOB }, context()));
    expect(added.instance.steps.at(-1)).toMatchObject({ id: 'adhoc-1', state: 'PENDING' });
    expect(added.instance.$assigned).toBe(BOB);
  });
});
