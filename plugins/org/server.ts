import { defineServerPlugin } from '../../engine/plugin/serverPlugin';
import { contactEmails } from './server/contactEmails';
import { seedOrgDemoData } from './server/demo/seedOrgDemoData';
import { meetingEvent } from './server/meetingEvents';

/**
 * What the Organizations module does beyond its declarations: meetings are business events for
 * the people they involve, an organization's contacts can be written to in one go, and its demo data.
 */
export const serverPlugin = defineServerPlugin({
  setup(context) {
    // Scheduling or moving a meeting is told as that, once, instead of "created" / "updated".
    context.events.describe('Meeting', meetingEvent);
    context.operations.register('act/orgContactEmails', (ctx) => contactEmails(context.items, ctx));
    context.demo.seed(seedOrgDemoData);
  },
});
