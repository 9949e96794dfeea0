import { parseItemId } from '../../engine/ids';
import { invalidBody, requireItemId } from '../items/operationHelpers';
import type { ItemServices } from '../items/itemServices';
import { OperationError, type OperationRegistry } from '../protocol/contract';
import { parseSearchRequest, type Filter } from '../search/searchRequest';

/** A type watch's match filter: a list of must filters, or { must: [...] }. */
function matchFilters(body: unknown): Filter[] {
  const must = Array.isArray(body) ? body : typeof body === 'object' && body !== null && 'must' in body ? body.must : [];
  return parseSearchRequest({ must }).must ?? [];
}

function tooMany(what: string): OperationError {
  return new OperationError('tooManyWatches', `this socket holds the most ${what} watches allowed`, 429);
}

/**
 * addWatch/{id}[/{_u}] (replies { item } when the stored _u is newer than the given one and the
 * caller may read it, else {}), removeWatch/{id}, addWatch/{type}-0 with a match filter (replies
 * { count }: the handle removeWatch/{type}-0/{count} takes) and removeWatch/{type}-0/{count}.
 */
export function registerRealtimeOperations(operations: OperationRegistry, services: ItemServices): void {
  const { watches, store, permissions, search } = services;

  operations.register(
    'addWatch',
    (ctx, body) => {
      const id = requireItemId(ctx.params[0]);
      const { type, index } = parseItemId(id);
      if (index === 0) {
        if (!ctx.registry().types.has(type)) throw invalidBody(`unknown item type ${type}`);
        const match = matchFilters(body);
        // Compiles the filter once now, so an unknown field is refused here and not at every write.
        search.matches(ctx.actor, id, { must: [{ kind: 'type', value: type }, ...match] });
        const count = watches.addType(ctx.connection, type, match);
        if (count === undefined) throw tooMany('type');
        return { count };
      }
      if (!watches.addItem(ctx.connection, id)) throw tooMany('item');
      const known = ctx.params[1] === undefined ? -1 : Number(ctx.params[1]);
      const item = store.get(id);
      if (!item || item._u <= known || !permissions.canRead(ctx.actor, id)) return {};
      return { item: services.readHooks.present(item, ctx.actor) };
    },
    { anonymous: true },
  );

  operations.register(
    'removeWatch',
    (ctx) => {
      const id = requireItemId(ctx.params[0]);
      const { type, index } = parseItemId(id);
      if (index !== 0) {
        watches.removeItem(ctx.connection, id);
        return {};
      }
      const handle = Number(ctx.params[1]);
      if (!Number.isInteger(handle)) throw invalidBody('removeWatch/{type}-0/{count} needs the count addWatch replied');
      return { removed: watches.removeType(ctx.connection, type, handle) };
    },
    { anonymous: true },
  );
}
