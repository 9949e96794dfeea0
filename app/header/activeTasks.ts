import type { Task } from '../../generated/types/core';
import type { ActiveTaskView } from './HelpMenu';

/** A background task as the server reports it (platform spec §3 "Task"), in the parts the header shows. */
export type TaskInfo = Pick<Task, 'key' | 'percentageComplete' | 'errorKey' | 'resultURI'>;

export function taskInfoOf(value: unknown): TaskInfo | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const r = value as Record<string, unknown>;
  if (typeof r.key !== 'string' || r.key === '') return undefined;
  const task: TaskInfo = { key: r.key };
  if (typeof r.percentageComplete === 'number') task.percentageComplete = r.percentageComplete;
  if (typeof r.errorKey === 'string' && r.errorKey !== 'simulated') task.errorKey = r.errorKey;
  if (typeof r.resultURI === 'string') task.resultURI = r.resultURI;
  return task;
}

/** The running tasks after a taskUpdate (added or updated) or taskComplete (removed) push. */
export function applyTaskPush(tasks: readonly TaskInfo[], o: string, body: unknown): TaskInfo[] {
  const task = taskInfoOf(body);
  if (!task) return [...tasks];
  const others = tasks.filter((t) => t.key !== task.key);
  if (o === 'taskComplete') return others;
  if (o === 'taskUpdate') return [...others, task];
  return [...tasks];
}

/** The tasks the user item lists at sign-in. */
export function tasksFromUser(activeTasks: readonly unknown[] | undefined): TaskInfo[] {
  return (activeTasks ?? []).map(taskInfoOf).filter((t): t is TaskInfo => t !== undefined);
}

/** The help menu's view of tasks: percentage clamped to 0..100, unknown while not reported. */
export function taskViews(tasks: readonly TaskInfo[], labelOf: (key: string) => string): ActiveTaskView[] {
  return tasks.map((t) => {
    const view: ActiveTaskView = { key: t.key, label: labelOf(t.key) };
    if (t.percentageComplete !== undefined) view.percent = Math.min(100, Math.max(0, t.percentageComplete));
    return view;
  });
}
