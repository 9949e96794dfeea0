import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { isItemId } from '../../engine/ids';
import { OperationError } from '../protocol/contract';
import type { OperationRegistry } from '../protocol/contract';
import type { ItemServices } from './itemServices';
import { invalidBody } from './operationHelpers';

/** Most ids one readMany/object may name: far above any page the app shows (search pages grow by 50). */
export const MAX_READ_MANY_IDS = 2000;
/** Ids read between two yields to the event loop, so a large read never holds up the other sockets. */
export const READ_MANY_CHUNK = 200;

/** readMany/object: a list in request order; an item, or { $id, notFound | notAllowed | invalidId: true }. */
export function registerReadMany(operations: OperationRegistry, services: ItemServices): void {
  const { store, permissions } = services;
  operations.register(
    'readMany',
    async (ctx, body) => {
      if (!Array.isArray(body)) throw invalidBody('readMany/object needs a list of ids');
      if (body.length > MAX_READ_MANY_IDS) {
        throw new OperationError('tooManyIds', `readMany/object reads at most ${MAX_READ_MANY_IDS} ids, not ${body.length}`, 400);
      }
      const answer: unknown[] = [];
      for (let start = 0; start < body.length; start += READ_MANY_CHUNK) {
        if (start > 0) await yieldToEventLoop();
        const chunk: unknown[] = body.slice(start, start + READ_MANY_CHUNK);
        const readable = permissions.readableIds(ctx.actor, chunk.filter((id): id is string => typeof id === 'string'));
        for (const id of chunk) {
          if (typeof id !== 'string' || !isItemId(id)) {
            answer.push({ $id: id, invalidId: true });
            continue;
          }
          const item = store.get(id);
          if (!item) answer.push({ $id: id, notFound: true });
          else answer.push(readable.has(id) ? services.readHooks.present(item, ctx.actor) : { $id: id, notAllowed: true });
        }
      }
      return answer;
    },
    { anonymous: true },
  );
}
