import { describe, expect, it } from 'vitest';
import { addAdHocStep } from './actions/addAdHocStep';
import { applySteps } from './actions/applySteps';
import { setStepState } from './actions/stepState';
import type { WorkflowDefinition } from './model';
import { ALICE, BOB, CAROL, DEFINITION, T0, context, errorKey, ok, started, stepOf } from './workflow.testkit';

/** Version 2: review kept, snapshot dropped, a new check before outcome, outcome's kind unchanged, confirm turned into a SIMPLE step. */
const VERSION_2: WorkflowDefinition = {
  ...DEFINITION,
  version: 2,
  steps: [
    { id: 'review', kind: 'SIMPLE', assignee: BOB, dueDays: 5 },
    { id: 'check', kind: 'CONFIRM', assignee: CAROL },
    { id: 'outcome', kind: 'OUTCOME', assignee: BOB },
    { id: 'confirm', kind: 'SIMPLE' },
  ],
};

describe('applySteps', () => {
  it('moves a running instance to another version, keeping what its steps still have', () => {
    const taken = ok(setStepState(started(), { step: 'review', state: 'ACTIVE' }, context({ actor: BOB }))).instance;
    const withAdHoc = ok(addAdHocStep(taken, { kind: 'SIMPLE', after: 'snapshot', assignee: CAROL }, context())).instance;
    const result = ok(applySteps(withAdHoc, { definition: VERSION_2 }, context({ mayForce: true })));
    const { instance } = result;
    expect(instance.version).toBe(2);
    expect(instance.steps.map((s) => [s.id, s.state, s.assignee])).toEqual([
      ['review', 'ACTIVE', ALICE],
      ['adhoc-1', 'BLANK', CAROL],
      ['check', 'BLANK', CAROL],
      ['outcome', 'BLANK', BOB],
      ['confirm', 'BLANK', undefined],
    ]);
    expect(stepOf(instance, 'review')).toEqual(stepOf(withAdHoc, 'review'));
    expect(instance.state).toBe('IN_REVIEW');
    expect(result.events).toEqual([
      { kind: 'WKF_APPLIED_STEPS', definition: 'RWF_TEST', fromVersion: 1, version: 2, added: ['check', 'confirm'], removed: ['snapshot', 'confirm'], by: ALICE, at: T0 },
    ]);
  });

  it('opens the first BLANK step when the kept steps are all finished', () => {
    const skipped = ok(setStepState(started(), { step: 'review', state: 'SKIP' }, context())).instance;
    const result = ok(applySteps(skipped, { definition: { ...VERSION_2, steps: [VERSION_2.steps[0]!, VERSION_2.steps[1]!] } }, context({ mayForce: true })));
    expect(result.instance.steps.map((s) => s.state)).toEqual(['SKIP', 'PENDING']);
    expect(result.instance.$assigned).toBe(CAROL);
  });

  it('is for who may force, and for the same workflow type only', () => {
    expect(errorKey(applySteps(started(), { definition: VERSION_2 }, context()))).toBe('workflow.errors.forceNotAllowed');
    expect(errorKey(applySteps(started(), { definition: { ...VERSION_2, key: 'OTHER' } }, context({ mayForce: true })))).toBe('workflow.errors.definitionMismatch');
    expect(errorKey(applySteps(null, { definition: VERSION_2 }, context({ mayForce: true })))).toBe('workflow.errors.noWorkflow');
  });

  it('leaves a running instance on its version until applied: actions need that version\'s definition', () => {
    const instance = started();
    expect(errorKey(setStepState(instance, { step: 'review', state: 'ACTIVE' }, context({ definition: VERSION_2 })))).toBe('workflow.errors.definitionMismatch');
    expect(ok(setStepState(instance, { step: 'review', state: 'ACTIVE' }, context())).instance.version).toBe(1);
  });
});
