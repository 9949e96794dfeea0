import { notAllowed, notFound } from '../items/errors';
import { requireActor } from '../items/operationHelpers';
import type { AsyncActionRunner } from '../protocol/asyncActions';
import { TaskCancelledError, type TaskRunner } from './taskRunner';

/** Settles never, rejects with TaskCancelledError once the signal aborts. */
function cancelled(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    const abort = (): void => reject(new TaskCancelledError());
    if (signal.aborted) abort();
    else signal.addEventListener('abort', abort, { once: true });
  });
}

/**
 * act/{action}/async[/{arg}] through the TaskRunner: the caller gets { taskKey } at once, then
 * taskUpdate / taskComplete pushes on its socket. The action's reply is the task's `result` (in
 * taskComplete and in activeTask/{key}); a refusal it throws becomes the task's errorKey. A cancel
 * (act/{action}/asyncCancel/{taskKey}, by the starter or an administrator) finishes the task at
 * once as taskKilled; the action sees ctx.signal aborted and should stop.
 */
export function asyncActionRunner(tasks: TaskRunner): AsyncActionRunner {
  return {
    start(ctx, run) {
      const actor = requireActor(ctx);
      const state = tasks.start({ owner: actor.userId, connection: ctx.connection }, async (task) => {
        const result = await Promise.race([run(task.signal), cancelled(task.signal)]);
        task.setResult(result);
        return undefined;
      });
      return { taskKey: state.key };
    },
    cancel(ctx, taskKey) {
      const actor = requireActor(ctx);
      if (!tasks.get(taskKey)) throw notFound(taskKey);
      if (!tasks.mayKill(taskKey, actor)) throw notAllowed(`may not cancel task ${taskKey}`);
      return { killed: tasks.kill(taskKey) };
    },
  };
}
