import { describe, expect, it } from 'vitest';
import { clearWorkflow, forceWorkflowState, manualInit, setWorkflow } from './actions/lifecycle';
import { setStepState } from './actions/stepState';
import { ALICE, BOB, DEFINITION, T0, context, errorKey, ok, started, stepOf } from './workflow.testkit';

describe('setWorkflow', () => {
  it('starts in the initial state with the first step PENDING, its assignee and due from the definition', () => {
    const result = ok(setWorkflow(undefined, { definition: DEFINITION, itemType: 'ConsultResponse' }, context({ actor: BOB })));
    const { instance } = result;
    expect(instance).toMatchObject({ definition: 'RWF_TEST', version: 1, state: 'NEW', $assigned: ALICE, $assignedDue: '2026-03-04T09:00:00.000Z' });
    expect(instance.steps.map((s) => [s.id, s.state, s.assignee])).toEqual([
      ['review', 'PENDING', ALICE],
      ['snapshot', 'BLANK', undefined],
      ['outcome', 'BLANK', BOB],
      ['confirm', 'BLANK', undefined],
    ]);
    expect(stepOf(instance, 'outcome').properties).toEqual({ note: 'from settings' });
    expect(stepOf(instance, 'outcome').due).toBeUndefined();
    expect(result.events).toEqual([
      { kind: 'WKF_SET', definition: 'RWF_TEST', version: 1, by: BOB, at: T0 },
      { kind: 'WKF_STEP_STATE_SET', step: 'review', from: 'BLANK', to: 'PENDING', auto: true, by: BOB, at: T0 },
    ]);
  });

  it('starts a step in its kind\'s initialState', () => {
    const definition = { ...DEFINITION, steps: [{ id: 'a', kind: 'CONFIRM' }, { id: 'b', kind: 'EARLY' }] };
    const { instance } = ok(setWorkflow(undefined, { definition }, context()));
    expect(instance.steps.map((s) => s.state)).toEqual(['BLANK', 'PENDING']);
  });

  it('refuses a second workflow, another item type and an unknown kind', () => {
    expect(errorKey(setWorkflow(started(), { definition: DEFINITION }, context()))).toBe('workflow.errors.alreadySet');
    expect(errorKey(setWorkflow(undefined, { definition: DEFINITION, itemType: 'Meeting' }, context()))).toBe('workflow.errors.itemTypeNotAllowed');
    const unknown = { ...DEFINITION, steps: [{ id: 'x', kind: 'NOPE' }] };
    expect(errorKey(setWorkflow(undefined, { definition: unknown }, context()))).toEqual('workflow.errors.unknownKind');
  });
});

describe('manualInit, forceWorkflowState, clearWorkflow', () => {
  const inReview = () => ok(setStepState(started(), { step: 'review', state: 'ACTIVE' }, context())).instance;

  it('manual init returns to the initial state and keeps the steps', () => {
    const before = inReview();
    const result = ok(manualInit(before, {}, context({ actor: BOB })));
    expect(result.instance.state).toBe('NEW');
    expect(result.instance.steps).toEqual(before.steps);
    expect(result.events).toEqual([{ kind: 'WKF_MANUAL_INIT', from: 'IN_REVIEW', to: 'NEW', by: BOB, at: T0 }]);
    expect(errorKey(manualInit(started(), {}, context()))).toBe('workflow.errors.sameState');
    expect(errorKey(manualInit(null, {}, context()))).toBe('workflow.errors.noWorkflow');
  });

  it('forces any state of the list, for who may force only', () => {
    expect(errorKey(forceWorkflowState(started(), { state: 'CLOSED' }, context()))).toBe('workflow.errors.forceNotAllowed');
    expect(errorKey(forceWorkflowState(started(), { state: 'LOST' }, context({ mayForce: true })))).toBe('workflow.errors.unknownState');
    expect(errorKey(forceWorkflowState(started(), { state: 'NEW' }, context({ mayForce: true })))).toBe('workflow.errors.sameState');
    const result = ok(forceWorkflowState(started(), { state: 'CLOSED' }, context({ mayForce: true })));
    expect(result.instance.state).toBe('CLOSED');
    expect(result.events).toEqual([{ kind: 'WKF_FORCED_STATE', from: 'NEW', to: 'CLOSED', by: ALICE, at: T0 }]);
  });

  it('clears the workflow for who may force only', () => {
    expect(errorKey(clearWorkflow(started(), {}, context()))).toBe('workflow.errors.forceNotAllowed');
    const result = ok(clearWorkflow(started(), {}, context({ mayForce: true })));
    expect(result.instance).toBeNull();
    expect(result.events).toEqual([{ kind: 'WKF_CLEARED', definition: 'RWF_TEST', version: 1, by: ALICE, at: T0 }]);
  });
});
