import type { Event as EventItem } from '../../../generated/types/core';
import type { SearchRequest } from '../../search/searchProtocol';

/** Type of the items that record business events (plugins/core/types/Event.type.json). */
export const EVENT_TYPE: EventItem['_t'] = 'Event';
/** Events a timeline lists at most. */
export const TIMELINE_EVENTS_MAX = 200;

/** The search of an item's events: those whose context is the item or that name it in `also`. */
export function eventSearch(id: string): SearchRequest {
  return {
    must: [{ kind: 'type', value: EVENT_TYPE }],
    should: [
      { prop: 'context', kind: 'eq', value: id },
      { prop: 'also', kind: 'eq', value: id },
    ],
    minShould: 1,
    sort: [{ field: '_c.ts', order: 'desc' }],
    max: TIMELINE_EVENTS_MAX,
  };
}

/** Kinds of the events the platform records for each write of an item (server/notify/platformEvents.ts). */
export const WRITE_EVENT_KINDS: readonly string[] = ['ITEM_CREATED', 'ITEM_UPDATED', 'ITEM_STATE_CHANGED', 'ITEM_DELETED'];

/** A platform write event of this very item: its change-log entry already shows the write. */
export function isOwnWriteEvent(event: Record<string, unknown>, id: string): boolean {
  return event.context === id && typeof event.kind === 'string' && WRITE_EVENT_KINDS.includes(event.kind);
}

/** One line of the timeline: a write of the item (change log) or an event about it. */
export type TimelineLine = { kind: 'change'; ts: string; u: number } | { kind: 'event'; ts: string; id: string };

/** Writes and events in one list, newest first (ISO timestamps compare as text). */
export function mergeTimeline(changes: readonly { ts: string; u: number }[], events: readonly { id: string; ts: string }[]): TimelineLine[] {
  const lines: TimelineLine[] = [
    ...changes.map((c): TimelineLine => ({ kind: 'change', ts: c.ts, u: c.u })),
    ...events.map((e): TimelineLine => ({ kind: 'event', ts: e.ts, id: e.id })),
  ];
  return lines.sort((a, b) => (a.ts < b.ts ? 1 : a.ts > b.ts ? -1 : 0));
}
