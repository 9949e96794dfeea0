import { SYSTEM_WRITER } from '../../engine/protocol/item';
import { defineServerPlugin } from '../../engine/plugin/serverPlugin';
import { contactEmails } from './server/contactEmails';
import { meetingEvent } from './server/meetingEvents';

/**
 * What the Organizations module does beyond its declarations: meetings are business events for
 * the people they involve, and an organization's contacts can be written to in one go.
 */
export const serverPlugin = defineServerPlugin({
  setup(context) {
    context.hooks.afterWrite('Meeting', (change) => {
      const event = meetingEvent(change);
      if (event) context.events.emit(event, { userId: change.by, admin: change.by === SYSTEM_WRITER.userId });
    });
    context.operations.register('act/orgContactEmails', (ctx) => contactEmails(context.items, ctx));
  },
});
