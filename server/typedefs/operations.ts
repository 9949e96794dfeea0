import { notAllowed } from '../items/errors';
import { bodyRecord, invalidBody, requireActor } from '../items/operationHelpers';
import type { Actor, OperationContext, OperationRegistry } from '../protocol/contract';
import type { TypeDefService } from './typeDefService';

/** Every type definition operation is for administrators only. */
function requireAdmin(ctx: OperationContext): Actor {
  const actor = requireActor(ctx);
  if (!actor.admin) throw notAllowed('type definitions are for administrators only');
  return actor;
}

function optionalU(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) throw invalidBody('_u must be the positive integer the edit was based on');
  return value;
}

/**
 * The operations of the admin.types screen (socket, and POST /api/item as the HTTP fallback); see
 * server/typedefs/README.md for bodies and replies.
 */
export function registerTypeDefOperations(operations: OperationRegistry, service: TypeDefService): void {
  operations.register('act/typeDefs', (ctx) => {
    requireAdmin(ctx);
    return service.list();
  });

  operations.register('act/checkTypeDef', (ctx, body) => {
    requireAdmin(ctx);
    return service.check(bodyRecord(body).definition);
  });

  operations.register('act/saveTypeDef', (ctx, body) => {
    const actor = requireAdmin(ctx);
    const record = bodyRecord(body);
    return service.save(record.definition, optionalU(record._u), actor, ctx.connection);
  });

  operations.register('act/archiveTypeDef', (ctx, body) => {
    const actor = requireAdmin(ctx);
    const key = bodyRecord(body).key;
    if (typeof key !== 'string' || key === '') throw invalidBody('archiveTypeDef needs the key of the type');
    return service.archive(key, actor, ctx.connection);
  });

  operations.register('act/exportTypeDefs', (ctx) => {
    requireAdmin(ctx);
    return service.exportFile();
  });

  operations.register('act/importTypeDefs', (ctx, body) => {
    const actor = requireAdmin(ctx);
    return service.importFile(bodyRecord(body).file, actor, ctx.connection);
  });
}
