import { InvalidIdError } from '../../engine/ids/errors';
import { formatItemId, parseItemId } from '../../engine/ids/itemId';
import type { ItemJson } from '../items/itemShape';
import { EVENT_TYPE } from './eventNotifier';
import type { EventToRecord } from './platformEvents';

/**
 * Indexes of creation Events answered from change rows start here: far above any counter a store's
 * stored Events reach (type_counters), and with the change row's seq added still a safe integer, so
 * the id is an ordinary `Event-{index}` every reader and the client already accept.
 */
export const CREATION_EVENT_BASE = 2 ** 50;

const EVENT_ID_PREFIX = `${EVENT_TYPE}-`;

/** The id of the creation Event told by the change row `changeSeq`. */
export function creationEventId(changeSeq: number): string {
  return formatItemId(EVENT_TYPE, CREATION_EVENT_BASE + changeSeq);
}

/** The change row a creation Event id names, or undefined for any other id (stored Events included). */
export function changeSeqOfCreationEvent(id: string): number | undefined {
  // Every read and push asks this: any other type's id is answered without parsing it.
  if (!id.startsWith(EVENT_ID_PREFIX)) return undefined;
  try {
    const { type, index, createMarker } = parseItemId(id);
    return type === EVENT_TYPE && createMarker === undefined && index > CREATION_EVENT_BASE ? index - CREATION_EVENT_BASE : undefined;
  } catch (error) {
    if (error instanceof InvalidIdError) return undefined;
    throw error;
  }
}

/**
 * A creation Event as an item: the fields, visibility and writer the recorder would store, `_c` the
 * creation's own time and the Event's writer, `_u` 1 (a creation Event is never updated). The same
 * for the Event the deriver announces and the one read back by id (creationEventReader.ts).
 */
export function creationEventItem(changeSeq: number, event: EventToRecord, createdTs: string): ItemJson {
  const index = CREATION_EVENT_BASE + changeSeq;
  // The recorder always gives the context's visibility; without one the Event fails closed.
  const access = event.item.options?.access ?? 'PRIVATE';
  return { ...event.item.fields, $id: formatItemId(EVENT_TYPE, index), _t: EVENT_TYPE, _i: index, _u: 1, _c: { ts: createdTs, by: event.by }, $access: access };
}
