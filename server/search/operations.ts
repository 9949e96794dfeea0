import type { ItemServices } from '../items/itemServices';
import { readInOrder } from '../items/readInOrder';
import { MAX_READ_MANY_IDS } from '../items/readMany';
import { OperationError, type OperationRegistry } from '../protocol/contract';
import { maxOf, parseSearchRequest } from './searchRequest';

/**
 * search/ids: body checked against schemas/search-request.schema.json; reply { ids, labels?, rows?, facets, total }.
 * With `withRows` the reply carries the hits' items as readMany/object would answer them, so a
 * list's first page costs one round trip instead of two.
 */
export function registerSearchOperations(operations: OperationRegistry, services: ItemServices): void {
  operations.register(
    'search/ids',
    async (ctx, body) => {
      const request = parseSearchRequest(body);
      if (request.withRows === true && maxOf(request) > MAX_READ_MANY_IDS) {
        throw new OperationError('tooManyIds', `search/ids with rows returns at most ${MAX_READ_MANY_IDS} ids, not ${maxOf(request)}`, 400);
      }
      // A changed registry (new runtime type, new facet) starts reindex tasks before answering.
      services.indexes.ensureCurrent();
      const reply = services.search.search(ctx.actor, request);
      if (request.withRows !== true) return reply;
      return { ...reply, rows: await readInOrder(services, ctx.actor, reply.ids) };
    },
    { anonymous: true },
  );
}
