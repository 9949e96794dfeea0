import { describe, expect, it } from 'vitest';
import type { TaskContext } from './taskRunner';
import { useOpsSession } from '../testing/opsSession';

const s = useOpsSession(['alice', 'dave', 'admin']);

/** Work that reports progress and waits between steps until released, checking for a kill each time. */
function steppedWork(steps: number, result?: string): { work: (context: TaskContext) => Promise<string | undefined>; release(): void } {
  let release: () => void = () => undefined;
  let gate = new Promise<void>((resolve) => (release = resolve));
  return {
    release: () => release(),
    work: async (context) => {
      for (let step = 1; step <= steps; step += 1) {
        await gate;
        gate = new Promise<void>((resolve) => (release = resolve));
        context.checkCancelled();
        context.progress((step / steps) * 100);
      }
      return result;
    },
  };
}

const tick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

describe('background tasks', () => {
  it('push taskUpdate on progress and taskComplete with the result URI', async () => {
    const { work, release } = steppedWork(2, '/download/report.csv');
    const task = s.h.kit.tasks.start({ owner: 'User-2', connection: s.alice, keyItem: 'Project-1' }, work);
    expect(task).toMatchObject({ percentageComplete: 0, done: false, keyItem: 'Project-1' });
    release();
    await tick();
    await tick();
    release();
    const done = await s.h.kit.tasks.settled(task.key);
    expect(done).toMatchObject({ percentageComplete: 100, resultURI: '/download/report.csv', done: true });
    expect(s.alice.pushes).toEqual([
      { o: 'taskUpdate', b: { key: task.key, percentageComplete: 50 } },
      { o: 'taskUpdate', b: { key: task.key, percentageComplete: 100 } },
      { o: 'taskComplete', b: { key: task.key, resultURI: '/download/report.csv' } },
    ]);
  });

  it('stop cooperatively on act/killTask by the owner or an administrator', async () => {
    const first = steppedWork(3);
    const task = s.h.kit.tasks.start({ owner: 'User-2', connection: s.alice }, first.work);
    expect(await s.h.refusal(s.dave, 'act/killTask', { taskKey: task.key })).toBe('notAllowed');
    expect(await s.h.refusal(s.dave, `activeTask/${task.key}`)).toBe('notAllowed');
    expect(await s.h.refusal(s.alice, 'act/killTask', { taskKey: 'missing' })).toBe('notFound');
    expect(await s.h.ok(s.alice, 'act/killTask', { taskKey: task.key })).toEqual({ killed: true });
    // The work is parked at its gate; a kill is noticed at the next checkCancelled.
    first.release();
    expect(await s.h.kit.tasks.settled(task.key)).toMatchObject({ errorKey: 'taskKilled', percentageComplete: 0 });
    expect(s.alice.pushed('taskComplete')).toEqual([{ key: task.key, errorKey: 'taskKilled' }]);
    const second = steppedWork(3);
    const other = s.h.kit.tasks.start({ owner: 'User-2' }, second.work);
    expect(await s.h.ok(s.admin, `activeTask/${other.key}`, { killTask: true })).toMatchObject({ key: other.key, done: false });
    second.release();
    expect(await s.h.kit.tasks.settled(other.key)).toMatchObject({ errorKey: 'taskKilled', done: true });
    expect(s.admin.pushed('taskComplete')).toEqual([{ key: other.key, errorKey: 'taskKilled' }]);
  });

  it('report failures as taskFailed and list a user active tasks', async () => {
    const { work, release } = steppedWork(1);
    const running = s.h.kit.tasks.start({ owner: 'User-2' }, work);
    const failing = s.h.kit.tasks.start({ owner: 'User-2', connection: s.alice }, () => Promise.reject(new Error('disk full')));
    expect(await s.h.kit.tasks.settled(failing.key)).toMatchObject({ errorKey: 'taskFailed', done: true });
    expect(s.h.kit.errors).toHaveLength(1);
    expect(s.h.kit.tasks.activeFor('User-2').map((t) => t.key)).toEqual([running.key]);
    expect(await s.h.ok(s.alice, `activeTask/${running.key}`)).toMatchObject({ key: running.key, percentageComplete: 0 });
    release();
    await s.h.kit.tasks.settled(running.key);
    expect(s.alice.pushed('taskComplete')).toEqual([{ key: failing.key, errorKey: 'taskFailed' }, { key: running.key }]);
  });
});
