import type { ItemServices } from '../items/itemServices';
import type { OperationRegistry } from '../protocol/contract';
import { parseSearchRequest } from './searchRequest';

/** search/ids: body checked against schemas/search-request.schema.json; reply { ids, labels?, facets, total }. */
export function registerSearchOperations(operations: OperationRegistry, services: ItemServices): void {
  operations.register(
    'search/ids',
    (ctx, body) => {
      const request = parseSearchRequest(body);
      // A changed registry (new runtime type, new facet) starts reindex tasks before answering.
      services.indexes.ensureCurrent();
      return services.search.search(ctx.actor, request);
    },
    { anonymous: true },
  );
}
