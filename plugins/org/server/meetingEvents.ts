import type { ItemChange } from '../../../engine/protocol/item';
import type { PluginEvent } from '../../../engine/plugin/serverPlugin';

/** Event kinds the org plugin emits (texts: events.{KIND} in messages). */
export const MEETING_SCHEDULED = 'ORG_MEETING_SCHEDULED';
export const MEETING_RESCHEDULED = 'ORG_MEETING_RESCHEDULED';

const WHEN_FIELDS = ['date', 'start', 'end'] as const;

const ids = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/**
 * The event a Meeting write means for the people it involves: scheduled when created, rescheduled
 * when its date or times change. `also` names the invited organizations and contacts, so their
 * users are notified and the event shows on their timelines; the owner's administrators follow it
 * as the meeting's owner organization.
 */
export function meetingEvent(change: ItemChange): PluginEvent | undefined {
  const { item, previous, op } = change;
  const moved = op === 'update' && previous !== undefined && WHEN_FIELDS.some((field) => item[field] !== previous[field]);
  if (op !== 'create' && !moved) return undefined;
  const also = [...new Set([...(typeof item.owner === 'string' ? [item.owner] : []), ...ids(item.otherOrgs), ...ids(item.otherContacts)])];
  const when = [item.date, item.start].filter((part): part is string => typeof part === 'string').join(' ');
  return {
    kind: op === 'create' ? MEETING_SCHEDULED : MEETING_RESCHEDULED,
    context: item.$id,
    ...(also.length > 0 ? { also } : {}),
    ...(when !== '' ? { description: when } : {}),
  };
}
