import { notAllowed } from '../items/errors';
import type { ServerModuleContext } from '../serverModule';
import type { TaskRunner } from '../tasks/taskRunner';
import { readServerState } from './serverState';

/** The operation the administrators' server state screen (/admin.state) polls. */
export const SERVER_STATE_OPERATION = 'act/serverState';

/**
 * act/serverState (no body -> ServerState): version, uptime, database, sockets, running tasks,
 * memory and recent errors. Administrators only: it names users' tasks and server internals.
 */
export function registerServerStateOperation(context: ServerModuleContext, tasks: TaskRunner): void {
  context.operations.register(SERVER_STATE_OPERATION, (ctx) => {
    if (ctx.actor?.admin !== true) throw notAllowed('server state is for administrators');
    return readServerState({
      version: context.config.version,
      startedAt: context.startedAt,
      db: context.db,
      hub: context.hub,
      activeTasks: () => tasks.active(),
      recentErrors: () => context.recentErrors.list(),
      now: () => new Date(),
    });
  });
}
