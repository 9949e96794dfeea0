import type { ServerPluginContext } from '../../../engine/plugin/serverPlugin';
import { dueReminders, markReminded, type WorkflowEvent, type WorkflowInstance } from '../../../engine/workflow';
import { commitOutcome } from './actOperation';
import { publishedDefinition } from './definitions';
import { instanceOf, REMINDER_TIMER, syncReminder } from './reminders';
import { workflowContext } from './workflowContext';

/** The platform writes reminders: they are nobody's action. */
const PLATFORM_WRITER = { userId: 'vgn-0', admin: true };

/**
 * Due reminders from the persisted timer of each item: when it fires, every step past due whose
 * assignee was not yet reminded of that due time is marked reminded (WKF_STEP_DUE_REMINDED, which
 * notifies the assignee, by e-mail too per their preference) in the transaction that removes the
 * timer, so a reminder is sent exactly once, also across crashes and restarts.
 */
export function registerReminderHandler(context: ServerPluginContext): void {
  context.timers.handle(REMINDER_TIMER, (timer) => {
    const item = context.items.get(timer.key);
    const instance = instanceOf(item);
    if (!item || !instance) return;
    const registry = context.registry();
    const definition = publishedDefinition(context.items, instance.definition, instance.version);
    const engineContext = workflowContext(registry, PLATFORM_WRITER.userId, false, new Date(), definition);
    let current: WorkflowInstance = instance;
    const events: WorkflowEvent[] = [];
    for (const owed of dueReminders(instance, engineContext.now)) {
      const result = markReminded(current, { step: owed.step, due: owed.due }, engineContext);
      if (!result.ok) continue;
      current = result.instance;
      events.push(...result.events);
    }
    if (events.length === 0) return syncReminder(context.timers, item);
    commitOutcome(context, item, { ok: true, instance: current, events, effects: [] }, definition, PLATFORM_WRITER, item._u);
  });
}
