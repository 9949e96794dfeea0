import { OperationError } from '../protocol/contract';
import type { OperationRegistry } from '../protocol/contract';
import type { ItemServices } from './itemServices';
import { invalidBody } from './operationHelpers';
import { readInOrder } from './readInOrder';

/** Most ids one readMany/object may name: far above any page the app shows (search pages grow by 50). */
export const MAX_READ_MANY_IDS = 2000;

/** readMany/object: a list in request order; an item, or { $id, notFound | notAllowed | invalidId: true }. */
export function registerReadMany(operations: OperationRegistry, services: ItemServices): void {
  operations.register(
    'readMany',
    async (ctx, body) => {
      if (!Array.isArray(body)) throw invalidBody('readMany/object needs a list of ids');
      if (body.length > MAX_READ_MANY_IDS) {
        throw new OperationError('tooManyIds', `readMany/object reads at most ${MAX_READ_MANY_IDS} ids, not ${body.length}`, 400);
      }
      return readInOrder(services, ctx.actor, body);
    },
    { anonymous: true },
  );
}
