import type { ItemJson } from '../../../engine/protocol/item';
import type { PluginTimers } from '../../../engine/plugin/serverPlugin';
import { nextReminderAt, type WorkflowInstance } from '../../../engine/workflow';

/** The persisted timer kind of due reminders: one timer per item, at its earliest owed reminder. */
export const REMINDER_TIMER = 'stepDue';

export function instanceOf(item: ItemJson | undefined): WorkflowInstance | undefined {
  const wf = item?._wf;
  return typeof wf === 'object' && wf !== null && !Array.isArray(wf) ? (wf as WorkflowInstance) : undefined;
}

/** Keeps the item's reminder timer at its earliest owed reminder, or removes it: never a scan over all instances. */
export function syncReminder(timers: PluginTimers, item: ItemJson): void {
  const next = nextReminderAt(instanceOf(item));
  if (next === undefined) timers.cancel(REMINDER_TIMER, item.$id);
  else timers.set(REMINDER_TIMER, item.$id, next);
}
