import { describe, expect, it } from 'vitest';
import { assignStep } from './actions/assignment';
import { dueReminders, markReminded, nextReminderAt } from './actions/reminders';
import { setStepState } from './actions/stepState';
import { ALICE, CAROL, context, errorKey, ok, started } from './workflow.testkit';

const DUE = '2026-03-04T09:00:00.000Z';
const BEFORE = '2026-03-04T08:59:59.000Z';
const AFTER = '2026-03-04T09:00:30.000Z';

describe('due reminders', () => {
  it('lists a step once its due time has passed, and no longer once reminded', () => {
    const instance = started();
    expect(nextReminderAt(instance)).toBe(DUE);
    expect(dueReminders(instance, BEFORE)).toEqual([]);
    expect(dueReminders(instance, AFTER)).toEqual([{ step: 'review', assignee: ALICE, due: DUE }]);
    expect(errorKey(markReminded(instance, { step: 'review', due: DUE }, context({ now: BEFORE })))).toBe('workflow.errors.reminderNotDue');

    const reminded = ok(markReminded(instance, { step: 'review', due: DUE }, context({ now: AFTER, actor: 'Contact-0' })));
    expect(reminded.events).toEqual([{ kind: 'WKF_STEP_DUE_REMINDED', step: 'review', assignee: ALICE, due: DUE, by: 'Contact-0', at: AFTER }]);
    expect(dueReminders(reminded.instance, AFTER)).toEqual([]);
    expect(nextReminderAt(reminded.instance)).toBeUndefined();
    expect(errorKey(markReminded(reminded.instance, { step: 'review', due: DUE }, context({ now: AFTER })))).toBe('workflow.errors.reminderNotDue');
  });

  it('reminds again for a new due time, and not for a due time that changed meanwhile', () => {
    const reminded = ok(markReminded(started(), { step: 'review', due: DUE }, context({ now: AFTER }))).instance;
    const NEW_DUE = '2026-03-05T09:00:00.000Z';
    const moved = ok(assignStep(reminded, { step: 'review', assignee: CAROL, due: NEW_DUE }, context())).instance;
    expect(nextReminderAt(moved)).toBe(NEW_DUE);
    expect(dueReminders(moved, AFTER)).toEqual([]);
    expect(dueReminders(moved, NEW_DUE)).toEqual([{ step: 'review', assignee: CAROL, due: NEW_DUE }]);
    expect(errorKey(markReminded(moved, { step: 'review', due: DUE }, context({ now: NEW_DUE })))).toBe('workflow.errors.reminderNotDue');
  });

  it('does not remind finished steps', () => {
    const skipped = ok(setStepState(started(), { step: 'review', state: 'SKIP' }, context())).instance;
    expect(dueReminders(skipped, '2030-01-01T00:00:00.000Z')).toEqual([]);
    expect(dueReminders(null, AFTER)).toEqual([]);
  });
});
