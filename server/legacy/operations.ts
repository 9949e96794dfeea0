import { notAllowed, notFound } from '../items/errors';
import type { ItemServices } from '../items/itemServices';
import { bodyRecord, invalidBody, requireActor, requireItemId } from '../items/operationHelpers';
import type { OperationRegistry } from '../protocol/contract';
import { LegacyAliases, normalizeAlias } from './legacyAliases';

function aliasOf(body: unknown): string {
  const alias = bodyRecord(body).alias;
  if (typeof alias !== 'string' || normalizeAlias(alias) === '') throw invalidBody('needs a non-empty alias');
  return normalizeAlias(alias);
}

/**
 * act/getLegacyPath ({ alias } -> { itemId }; anonymous callers too) resolves an address of the
 * previous product. An unknown alias and an alias of an item the caller may not read both answer
 * notFound, so the lookup never reveals that an item exists. act/setLegacyPath ({ alias, itemId }
 * -> { alias, itemId }; itemId null removes it) is for administrators.
 */
export function registerLegacyPathOperations(operations: OperationRegistry, services: ItemServices): void {
  const aliases = new LegacyAliases(services.store.db);

  operations.register(
    'act/getLegacyPath',
    (ctx, body) => {
      const alias = aliasOf(body);
      const itemId = aliases.itemIdOf(alias);
      if (itemId === undefined || !services.store.get(itemId) || !services.permissions.canRead(ctx.actor, itemId)) throw notFound(alias);
      return { itemId };
    },
    { anonymous: true },
  );

  operations.register('act/setLegacyPath', (ctx, body) => {
    if (!requireActor(ctx).admin) throw notAllowed('only administrators map legacy paths');
    const alias = aliasOf(body);
    const { itemId } = bodyRecord(body);
    if (itemId === null) return { alias, itemId: null, removed: aliases.delete(alias) };
    const id = requireItemId(itemId);
    if (!services.store.get(id)) throw notFound(id);
    aliases.set(alias, id);
    return { alias, itemId: id };
  });
}
