import { notAllowed, notFound } from '../items/errors';
import type { ItemServices } from '../items/itemServices';
import { bodyRecord, invalidBody, requireActor } from '../items/operationHelpers';
import type { OperationRegistry } from '../protocol/contract';
import { asyncActionRunner } from './asyncActions';

/**
 * act/killTask ({ taskKey } -> { killed }) and activeTask/{key}[/{x}]: replies the task's state and
 * subscribes the socket to its taskUpdate / taskComplete pushes; with body { killTask: true } it
 * kills the task first. Only the task's owner or an administrator may kill. Also runs every
 * act/{action} as a background task on act/{action}/async (server/tasks/asyncActions.ts).
 */
export function registerTaskOperations(operations: OperationRegistry, services: ItemServices): void {
  const { tasks } = services;
  operations.setAsyncRunner(asyncActionRunner(tasks));

  operations.register('act/killTask', (ctx, body) => {
    const actor = requireActor(ctx);
    const key = bodyRecord(body).taskKey;
    if (typeof key !== 'string') throw invalidBody('killTask needs taskKey');
    if (!tasks.get(key)) throw notFound(key);
    if (!tasks.mayKill(key, actor)) throw notAllowed(`may not kill task ${key}`);
    return { killed: tasks.kill(key) };
  });

  operations.register('activeTask', (ctx, body) => {
    const actor = requireActor(ctx);
    const key = ctx.params[0] ?? '';
    const task = tasks.get(key);
    if (!task) throw notFound(key);
    if (!tasks.mayKill(key, actor)) throw notAllowed(`task ${key} belongs to another user`);
    const kill = body === 'killTask' || (typeof body === 'object' && body !== null && 'killTask' in body && body.killTask === true);
    if (kill) tasks.kill(key);
    tasks.listen(key, ctx.connection);
    return tasks.get(key);
  });
}
