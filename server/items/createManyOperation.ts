import { OperationError, type OperationRegistry } from '../protocol/contract';
import { MAX_CREATE_MANY } from './createManyRefusal';
import { writeInput } from './inputFields';
import type { ItemServices } from './itemServices';
import type { NewItem } from './itemStore';
import type { ItemFields } from './itemShape';
import { bodyRecord, invalidBody, requireActor } from './operationHelpers';

export { MAX_CREATE_MANY, CreateManyRefusal, type CreateManyItemRefusal } from './createManyRefusal';

/**
 * createMany/{type} `{ items: [...] }`: up to MAX_CREATE_MANY items checked exactly as create/{type}
 * checks one (body shape, copied fields, write rules and the permission rule, validation) and written
 * in one transaction — all of them or none. A refusal lists the refused items (index, key, field
 * errors). Pushes, events and notifications follow the commit (ItemStore.createMany); on a single
 * node the index, access and text rows and the Events are written after the reply (bulkDeriver.ts).
 */
export function registerCreateMany(operations: OperationRegistry, services: ItemServices): void {
  const { store, permissions } = services;
  operations.register('createMany', (ctx, body) => {
    const actor = requireActor(ctx);
    const type = ctx.params[0] ?? '';
    const registry = ctx.registry();
    if (!registry.types.has(type)) throw invalidBody(`unknown item type ${JSON.stringify(type)}`);
    services.managedTypes.refuseGenericWrite(type);
    const items = bodyRecord(body).items;
    if (!Array.isArray(items) || items.length === 0) throw invalidBody('createMany needs { items: [ … ] } with at least one item');
    if (items.length > MAX_CREATE_MANY) throw new OperationError('tooManyItems', `createMany makes at most ${MAX_CREATE_MANY} items a call, not ${items.length}`, 400);
    // The type-level right is the same for every item: asked once.
    const mayCreate = permissions.canCreate(actor, registry, type);
    // A body that is not an item is that item's refusal, reported with the others by the store.
    const parsed = items.map((raw: unknown): NewItem | OperationError => {
      try {
        return writeInput(registry, type, bodyRecord(raw));
      } catch (error) {
        if (error instanceof OperationError) return error;
        throw error;
      }
    });
    const given = parsed.map((entry) => (entry instanceof OperationError ? { fields: {} } : entry));
    const check = (fields: ItemFields, index: number): void => {
      const entry = parsed[index];
      if (entry instanceof OperationError) throw entry;
      services.writeRules.authorize({ op: 'create', actor, registry, type, next: fields }, () => mayCreate && permissions.mayOwn(actor, registry, type, fields));
    };
    const ids = mayDeferDerivation(services) ? store.createManyDeferred(type, given, actor, check) : store.createMany(type, given, actor, check).map((item) => item.$id);
    return { created: ids.length, ids };
  });
}

/**
 * Whether a createMany may derive its rows after its reply: on a single node (deferBulkDerivation),
 * and not while the search index is built in a worker, which would take the batch in without its
 * derived rows (server/items/README.md, "Deferred derivation").
 */
export function mayDeferDerivation(services: Pick<ItemServices, 'deferBulkDerivation' | 'search'>): boolean {
  return services.deferBulkDerivation && !services.search.indexBuilding();
}
