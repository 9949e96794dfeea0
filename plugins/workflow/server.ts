import { defineServerPlugin } from '../../engine/plugin/serverPlugin';
import { registerActOperation } from './server/actOperation';
import { registerPanelOperation } from './server/panelOperation';
import { registerMyStepsOperation } from './server/myStepsOperation';
import { registerPublishOperation } from './server/publishOperation';
import { registerReminderHandler } from './server/reminderHandler';

/**
 * The workflow engine on the server: the pure transitions of engine/workflow applied atomically with
 * the item write, their events on the item's timeline, due reminders from persisted timers, and
 * publishing workflow types in versions (plugins/workflow/README.md).
 */
export const serverPlugin = defineServerPlugin({
  setup(context) {
    registerActOperation(context);
    registerPublishOperation(context);
    registerPanelOperation(context);
    registerMyStepsOperation(context);
    registerReminderHandler(context);
  },
});
