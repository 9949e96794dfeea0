import { parseItemId } from '../../engine/ids';
import type { PermissionService } from '../permissions/permissionService';
import type { Actor, OperationRegistry } from '../protocol/contract';
import { deletedItemStub } from '../realtime/realtimePublisher';
import { notFound } from './errors';
import type { ItemServices } from './itemServices';
import { bodyRecord, invalidBody, requireActor, requireItemId } from './operationHelpers';

/**
 * The rule of a deletion: the type's write.delete rule (its itemRights atom: the creator,
 * administrators of the owner organization, holders of an update or delete grant; administrators
 * always). Nobody deletes the User item they are signed in as.
 */
function mayDelete(permissions: PermissionService, actor: Actor, id: string): boolean {
  if (id === actor.userId) return false;
  return permissions.can(actor, id, 'delete');
}

/**
 * delete/{id} with body { _u }: removes the item when _u is the stored one (staleUpdate otherwise,
 * nothing removed). The timeline keeps a "delete" entry; watchers who could read the item get
 * item/update { item: { $id, _t, _i, _u, $deleted: true } } (the reply has the same shape).
 */
export function registerDeleteOperation(operations: OperationRegistry, services: ItemServices): void {
  operations.register('delete', (ctx, body) => {
    const actor = requireActor(ctx);
    const id = requireItemId(ctx.params[0]);
    const { type } = parseItemId(id);
    services.managedTypes.refuseGenericWrite(type);
    const expectedU = bodyRecord(body)._u;
    if (typeof expectedU !== 'number') throw invalidBody('delete needs the _u the deletion was based on');
    const current = services.store.get(id);
    if (!current) throw notFound(id);
    const registry = ctx.registry();
    services.writeRules.authorize({ op: 'delete', actor, registry, type, current }, () => mayDelete(services.permissions, actor, id));
    return deletedItemStub(services.store.delete(id, expectedU, actor));
  });
}
