import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SqlClient } from '../db/sqlClient';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../db/openDatabase';
import { testStoreIsPostgres, testStoreTarget } from '../testing/testStore';
import { createLogger } from '../log';
import { TimerService, type DueTimer } from './timerService';

const T0 = Date.parse('2026-11-25T12:00:00Z');

describe('TimerService', () => {
  let dir: string;
  let db: SqlClient;
  let clock: number;
  let timers: TimerService;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'vgn-timers-'));
    db = openDatabase(dir, { synchronous: 'NORMAL', ...testStoreTarget(dir) });
    db.exec('CREATE TABLE effects (key TEXT)');
    clock = T0;
    timers = new TimerService(db, { log: createLogger('silent'), pollMs: 15_000, now: () => clock });
  });
  afterEach(() => {
    timers.stop();
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('fires a burst of due timers a slice at a time, letting other work run between slices', async () => {
    const sliced = new TimerService(db, { log: createLogger('silent'), pollMs: 15_000, now: () => clock, slice: 5 });
    const order: string[] = [];
    sliced.handle('burst', (timer) => order.push(timer.key));
    for (let n = 0; n < 12; n++) sliced.set('burst', `k${n}`, T0 - 1000);
    sliced.start();
    setTimeout(() => order.push('other work'), 0);
    await vi.waitFor(() => expect(order).toHaveLength(13));
    sliced.stop();
    expect(order.indexOf('other work')).toBe(5);
  });

  it('fires a timer once when it comes due, with its payload, and never again', () => {
    const seen: DueTimer[] = [];
    timers.handle('reminder', (timer) => seen.push(timer));
    timers.set('reminder', 'Item-1:s1', new Date(T0 + 60_000), { step: 's1' });
    expect(timers.runDue()).toBe(0);
    clock = T0 + 60_000;
    expect(timers.runDue()).toBe(1);
    expect(seen).toEqual([{ kind: 'reminder', key: 'Item-1:s1', dueAt: new Date(T0 + 60_000).toISOString(), payload: { step: 's1' }, attempts: 0 }]);
    clock += 3_600_000;
    expect(timers.runDue()).toBe(0);
    expect(timers.pending()).toBe(0);
  });

  it('moves a timer when it is set again and forgets a cancelled one', () => {
    const fired: string[] = [];
    timers.handle('due', (timer) => fired.push(`${timer.key}@${timer.dueAt}`));
    timers.set('due', 'a', T0 + 1000);
    timers.set('due', 'a', T0 + 5000);
    timers.set('due', 'b', T0 + 1000);
    timers.cancel('due', 'b');
    clock = T0 + 2000;
    expect(timers.runDue()).toBe(0);
    clock = T0 + 5000;
    expect(timers.runDue()).toBe(1);
    expect(fired).toEqual([`a@${new Date(T0 + 5000).toISOString()}`]);
  });

  it('rolls back what a failing handler wrote and retries later with a growing delay', () => {
    let fail = true;
    timers.handle('flaky', (timer) => {
      db.prepare('INSERT INTO effects (key) VALUES (?)').run(timer.key);
      if (fail) throw new Error('not now');
    });
    timers.set('flaky', 'k', T0);
    expect(timers.runDue()).toBe(0);
    expect(db.prepare('SELECT COUNT(*) AS n FROM effects').get()).toEqual({ n: 0 });
    expect(timers.get('flaky', 'k')).toMatchObject({ attempts: 1, dueAt: new Date(T0 + 60_000).toISOString() });
    clock = T0 + 60_000;
    expect(timers.runDue()).toBe(0);
    expect(timers.get('flaky', 'k')).toMatchObject({ attempts: 2, dueAt: new Date(T0 + 180_000).toISOString() });
    fail = false;
    clock = T0 + 180_000;
    expect(timers.runDue()).toBe(1);
    expect(db.prepare('SELECT key FROM effects').all()).toEqual([{ key: 'k' }]);
  });

  it('refuses asynchronous handlers, whose writes could not commit with the timer', () => {
    timers.handle('async', async () => {});
    timers.set('async', 'k', T0);
    expect(timers.runDue()).toBe(0);
    expect(timers.get('async', 'k')?.attempts).toBe(1);
  });

  it('lets a handler set the same timer again (a repeating reminder)', () => {
    timers.handle('repeat', (timer) => timers.set('repeat', timer.key, Date.parse(timer.dueAt) + 86_400_000));
    timers.set('repeat', 'daily', T0);
    expect(timers.runDue()).toBe(1);
    expect(timers.get('repeat', 'daily')?.dueAt).toBe(new Date(T0 + 86_400_000).toISOString());
  });

  it('leaves timers of kinds nobody handles waiting without blocking handled ones', () => {
    const fired: string[] = [];
    for (let i = 0; i < 5; i++) timers.set('orphan', `o${i}`, T0 - 1000);
    timers.handle('mine', (timer) => fired.push(timer.key));
    timers.set('mine', 'x', T0);
    expect(timers.runDue()).toBe(1);
    expect(fired).toEqual(['x']);
    expect(timers.pending()).toBe(5);
  });

  // SQLite's query plan: nothing to read with the store on PostgreSQL.
  it.skipIf(testStoreIsPostgres())('reads only due rows through the due index', () => {
    const plan = db
      .prepare(`EXPLAIN QUERY PLAN SELECT kind, key, due_ms, payload, attempts FROM timers WHERE kind = 'a' AND due_ms <= 1 ORDER BY due_ms LIMIT 10`)
      .all() as { detail: string }[];
    expect(plan.map((row) => row.detail).join(' | ')).toMatch(/SEARCH timers USING INDEX timers_due \(kind=\? AND due_ms<\?\)/);
    expect(plan.map((row) => row.detail).join(' | ')).not.toMatch(/TEMP B-TREE/);
  });
});
