import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { isItemId } from '../../engine/ids';
import type { Actor } from '../protocol/contract';
import type { ItemServices } from './itemServices';
import { changeSeqOfCreationEvent } from '../notify/creationEventReader';

/** Ids read between two yields to the event loop, so a large read never holds up the other sockets. */
export const READ_MANY_CHUNK = 200;

type ReadInOrderServices = Pick<ItemServices, 'store' | 'permissions' | 'readHooks' | 'creationEvents'>;

/**
 * Items in the order of `ids` as `actor` may see them (read hooks and field-level read rules
 * applied), or `{ $id, notFound | notAllowed | invalidId: true }`. readMany/object and search/ids
 * with `withRows` answer through this one reader, so both show the same rows.
 */
export async function readInOrder(services: ReadInOrderServices, actor: Actor | null, ids: readonly unknown[]): Promise<unknown[]> {
  const { store, permissions, readHooks } = services;
  const answer: unknown[] = [];
  for (let start = 0; start < ids.length; start += READ_MANY_CHUNK) {
    if (start > 0) await yieldToEventLoop();
    const chunk = ids.slice(start, start + READ_MANY_CHUNK);
    const readable = permissions.readableIds(actor, chunk.filter((id): id is string => typeof id === 'string'));
    for (const id of chunk) {
      if (typeof id !== 'string' || !isItemId(id)) {
        answer.push({ $id: id, invalidId: true });
        continue;
      }
      if (changeSeqOfCreationEvent(id) !== undefined) {
        answer.push(creationEventInOrder(services, actor, id));
        continue;
      }
      const item = store.get(id);
      if (!item) answer.push({ $id: id, notFound: true });
      else answer.push(readable.has(id) ? readHooks.present(item, actor) : { $id: id, notAllowed: true });
    }
  }
  return answer;
}

/** A creation Event answered from its change row (creationEventReader.ts), under the same read rule. */
function creationEventInOrder({ permissions, readHooks, creationEvents }: ReadInOrderServices, actor: Actor | null, id: string): unknown {
  const item = creationEvents.read(id);
  if (!item) return { $id: id, notFound: true };
  return creationEvents.readableBy(permissions.viewerOf(actor), item) ? readHooks.present(item, actor) : { $id: id, notAllowed: true };
}
