import { describe, expect, it } from 'vitest';
import { applyWorkflowAction, type WorkflowAction } from './actions/dispatch';
import { dueReminders, nextReminderAt } from './actions/reminders';
import { setStepState } from './actions/stepState';
import { CAROL, DEFINITION, context, frozen, ok, started } from './workflow.testkit';

const AFTER_DUE = '2026-03-05T00:00:00.000Z';

/** One successful call of every action; each runs on a deep-frozen instance and a deep-frozen payload. */
const ACTIONS: WorkflowAction[] = [
  { type: 'setStepState', step: 'review', state: 'ACTIVE' },
  { type: 'applyStepProperties', step: 'review', properties: { note: 'ok' } },
  { type: 'manualInit' },
  { type: 'forceWorkflowState', state: 'CLOSED' },
  { type: 'clearWorkflow' },
  { type: 'applySteps', definition: { ...DEFINITION, version: 2 } },
  { type: 'forceStepState', step: 'outcome', state: 'COMPLETE' },
  { type: 'addAdHocStep', kind: 'SIMPLE', properties: { note: 'x' } },
  { type: 'assignStep', step: 'review', assignee: CAROL },
  { type: 'unassignStep', step: 'review' },
  { type: 'markReminded', step: 'review', due: '2026-03-04T09:00:00.000Z' },
];

describe('purity', () => {
  it.each(ACTIONS.map((a) => [a.type, a] as const))('%s leaves its input unchanged', (_type, action) => {
    // manualInit needs a state other than the initial one.
    const input = action.type === 'manualInit' ? ok(setStepState(started(), { step: 'review', state: 'ACTIVE' }, context())).instance : started();
    const instance = frozen(input);
    const payload = frozen(action);
    const result = applyWorkflowAction(instance, payload, context({ mayForce: true, now: AFTER_DUE }));
    expect(result.ok).toBe(true);
    expect(instance).toEqual(input);
    if (result.ok && result.instance) expect(result.instance).not.toBe(instance);
  });

  it('setWorkflow does not mutate the definition, and its steps do not share the settings objects', () => {
    const definition = frozen(DEFINITION);
    const result = ok(applyWorkflowAction(undefined, { type: 'setWorkflow', definition }, context({ now: AFTER_DUE })));
    expect(definition).toEqual(DEFINITION);
    expect(result.instance?.steps[2]?.properties).not.toBe(definition.steps[2]?.settings);
  });

  it('gives the same answer for the same input (no clock, no randomness)', () => {
    const run = () => applyWorkflowAction(started(), { type: 'addAdHocStep', kind: 'SIMPLE' }, context());
    expect(run()).toEqual(run());
    expect(dueReminders(frozen(started()), AFTER_DUE)).toEqual(dueReminders(started(), AFTER_DUE));
    expect(nextReminderAt(frozen(started()))).toBe(nextReminderAt(started()));
  });
});
