import { defineServerPlugin } from '../../engine/plugin/serverPlugin';
import { contactEmails } from './server/contactEmails';
import { meetingEvent } from './server/meetingEvents';

/**
 * What the Organizations module does beyond its declarations: meetings are business events for
 * the people they involve, and an organization's contacts can be written to in one go.
 */
export const serverPlugin = defineServerPlugin({
  setup(context) {
    // Scheduling or moving a meeting is told as that, once, instead of "created" / "updated".
    context.events.describe('Meeting', meetingEvent);
    context.operations.register('act/orgContactEmails', (ctx) => contactEmails(context.items, ctx));
  },
});
