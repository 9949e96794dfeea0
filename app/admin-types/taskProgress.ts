import { useEffect, useState } from 'react';
import type { Api } from '../net/apiContract';

/** A background task (the reindex of a saved type) as the admin screen shows it. */
export interface TaskProgress {
  key: string;
  percent: number;
  done: boolean;
  /** taskFailed or taskKilled. */
  errorKey?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The progress after a push or an activeTask reply: taskUpdate carries the percentage, taskComplete
 * ends the task (100 % unless it failed), an activeTask reply is the whole state. Other tasks'
 * messages leave the progress as it is, and a finished task stays finished.
 */
export function nextProgress(current: TaskProgress, o: string, body: unknown): TaskProgress {
  if (!isRecord(body) || body.key !== current.key || current.done) return current;
  const errorKey = typeof body.errorKey === 'string' ? body.errorKey : undefined;
  const percent = typeof body.percentageComplete === 'number' ? Math.min(100, Math.max(0, body.percentageComplete)) : current.percent;
  const done = o === 'taskComplete' || body.done === true;
  if (!done) return { ...current, percent };
  return errorKey === undefined ? { key: current.key, done: true, percent: 100 } : { key: current.key, done: true, percent, errorKey };
}

/**
 * Follows background tasks by key: the taskUpdate / taskComplete pushes, and the task's state asked
 * once with activeTask/{key} (which also subscribes this socket), since a task over few items may
 * be done before the reply that named it arrived.
 */
export function useTaskProgress(api: Api, keys: readonly string[]): TaskProgress[] {
  const joined = keys.join('\n');
  const [tasks, setTasks] = useState<TaskProgress[]>([]);
  useEffect(() => {
    const wanted = joined === '' ? [] : joined.split('\n');
    setTasks(wanted.map((key) => ({ key, percent: 0, done: false })));
    if (wanted.length === 0) return undefined;
    let live = true;
    const apply = (o: string, body: unknown) => {
      if (live) setTasks((list) => list.map((task) => nextProgress(task, o, body)));
    };
    const off = api.onPush((o) => o === 'taskUpdate' || o === 'taskComplete', (body, o) => apply(o, body));
    for (const key of wanted) {
      api.send(`activeTask/${key}`, {}).then(
        (state) => apply('activeTask', state),
        // Unknown to the server (long finished and forgotten): nothing left to show.
        () => apply('taskComplete', { key }),
      );
    }
    return () => {
      live = false;
      off();
    };
  }, [api, joined]);
  return tasks;
}
