import type { Registry } from '../../engine/registry/registry';
import type { Actor, OperationContext, OperationRegistry } from '../protocol/contract';
import { notAllowed, notFound } from './errors';
import { registerDeleteOperation } from './deleteOperation';
import { registerReadMany } from './readMany';
import { writeInput } from './inputFields';
import type { ItemServices } from './itemServices';
import { applyPatch } from './itemStore';
import { fieldsOf, type ItemJson } from './itemShape';
import { labelOf, labelsOf, relatedIdsOf } from './labels';
import { foreignOwnerField, isSelfOwned } from '../permissions/selfOwnership';
import { bodyRecord, invalidBody, parseId, requireActor, requireItemId } from './operationHelpers';
import { registerCreateMany } from './createManyOperation';
import { withCopiedChanges, withCopiedValues } from './copiedFields';
import { changeSeqOfCreationEvent } from '../notify/creationEventReader';

/** An item as read/{id} answers it: $labels of the related items the reader may read, $notify when the type has notifications. */
function decorate(services: ItemServices, registry: Registry, actor: Actor | null, item: ItemJson): ItemJson {
  const related = relatedIdsOf(registry, item._t, fieldsOf(item));
  const readable = [...services.permissions.readableIds(actor, related)];
  const presented = services.readHooks.present(item, actor);
  // Labels a plugin's read hook gave (names of people the reader may not open) stay beside the readable ones.
  const hookLabels = typeof presented.$labels === 'object' && presented.$labels !== null ? (presented.$labels as Record<string, string>) : {};
  const decorated: ItemJson = { ...presented, $labels: { ...hookLabels, ...labelsOf(services.store.db, registry, readable) } };
  const declared = registry.types.get(item._t)?.declaration.notify;
  if (actor && declared && declared !== 'NIL') decorated.$notify = services.preferences.get(actor.userId, item.$id);
  return decorated;
}

function readableItem(services: ItemServices, actor: Actor | null, id: string): ItemJson {
  const item = storedOrCreationEvent(services, id);
  if (!item) throw notFound(id);
  if (!mayRead(services, actor, item)) throw notAllowed(`${id} is not readable`);
  return item;
}

/** The stored item, or the creation Event the id names (answered from its change row, creationEventReader.ts). */
function storedOrCreationEvent(services: ItemServices, id: string): ItemJson | undefined {
  return changeSeqOfCreationEvent(id) === undefined ? services.store.get(id) : services.creationEvents.read(id);
}

/** The read rule: on the stored rows, or for a creation Event on the facts it carries (the same rule, readFacts.ts). */
function mayRead(services: ItemServices, actor: Actor | null, item: ItemJson): boolean {
  if (changeSeqOfCreationEvent(item.$id) === undefined) return services.permissions.canRead(actor, item.$id);
  return services.creationEvents.readableBy(services.permissions.viewerOf(actor), item);
}

/** create/{type}, read/{id}, readAllowed/{id}, update, delete/{id}, readMany/object, label/{id}, act/timeline. */
export function registerItemOperations(operations: OperationRegistry, services: ItemServices): void {
  const { store, permissions } = services;
  registerDeleteOperation(operations, services);
  registerCreateMany(operations, services);

  operations.register('create', (ctx: OperationContext, body) => {
    const actor = requireActor(ctx);
    const type = ctx.params[0] ?? '';
    const registry = ctx.registry();
    if (!registry.types.has(type)) throw invalidBody(`unknown item type ${JSON.stringify(type)}`);
    services.managedTypes.refuseGenericWrite(type);
    const input = writeInput(registry, type, bodyRecord(body));
    const fields = withCopiedValues(registry, type, input.fields, (id) => store.get(id));
    const { options } = input;
    services.writeRules.authorize(
      { op: 'create', actor, registry, type, next: fields },
      () => permissions.canCreate(actor, registry, type) && permissions.mayOwn(actor, registry, type, fields),
    );
    return store.create(type, fields, actor, options);
  });

  operations.register('read', (ctx, _body) => decorate(services, ctx.registry(), ctx.actor, readableItem(services, ctx.actor, requireItemId(ctx.params[0]))), { anonymous: true });

  operations.register(
    'readAllowed',
    (ctx) => {
      const id = requireItemId(ctx.params[0]);
      const item = storedOrCreationEvent(services, id);
      if (!item || !mayRead(services, ctx.actor, item)) return { allowed: false };
      return { allowed: true, item: decorate(services, ctx.registry(), ctx.actor, item) };
    },
    { anonymous: true },
  );

  operations.register('update', (ctx, body) => {
    const actor = requireActor(ctx);
    const record = bodyRecord(body);
    const { id, type } = parseId(record.$id);
    services.managedTypes.refuseGenericWrite(type);
    if (typeof record._u !== 'number') throw invalidBody('update needs the _u the edit was based on');
    const current = store.get(id);
    if (!current) throw notFound(id);
    const registry = ctx.registry();
    const input = writeInput(registry, type, record);
    const { options } = input;
    const fields = withCopiedChanges(registry, type, current, input.fields, (ref) => store.get(ref));
    const write = { op: 'update' as const, actor, registry, type, current, next: applyPatch(fieldsOf(current), fields) };
    // Moving an item to another owner needs the right to put items in that owner's hands.
    const declaration = registry.types.get(type)?.declaration;
    const ownerField = foreignOwnerField(declaration);
    const moved = ownerField !== undefined && JSON.stringify(write.next[ownerField]) !== JSON.stringify(current[ownerField]);
    services.writeRules.authorize(write, () => permissions.can(actor, id, 'update') && (!moved || permissions.mayOwn(actor, registry, type, write.next)));
    // Administrators of a self-owned item (an Organization) edit its fields, not who may read it.
    if (isSelfOwned(declaration) && options.access !== undefined && options.access !== current.$access && !actor.admin && current._c.by !== actor.userId) {
      throw notAllowed('only administrators and the creator change the access level of this item');
    }
    const changed = Object.keys(fields).filter((key) => JSON.stringify(fields[key]) !== JSON.stringify(current[key]));
    if (!permissions.checkSelfFields(actor, registry, id, changed)) throw notAllowed(`only administrators change ${changed.join(', ')} of ${id}`);
    return services.readHooks.present(store.update(id, fields, record._u, actor, options), actor);
  });

  registerReadMany(operations, services);

  operations.register(
    'label',
    (ctx) => {
      const id = requireItemId(ctx.params[0]);
      const item = readableItem(services, ctx.actor, id);
      // A creation Event has no row: its label comes from its fields as a stored Event's would.
      const row = store.getRow(id) ?? { id, type: item._t, data: JSON.stringify(fieldsOf(item)) };
      return { $id: id, label: labelOf(ctx.registry(), row) };
    },
    { anonymous: true },
  );

  operations.register('act/timeline', (ctx, body) => {
    const actor = requireActor(ctx);
    const id = requireItemId(bodyRecord(body).id);
    readableItem(services, actor, id);
    return { id, entries: store.history(id) };
  });
}
