import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/openDatabase';
import type { SqlClient } from '../db/sqlClient';
import { createLogger } from '../log';
import { onceMarker } from '../testing/onceMarkers';
import { testStoreTarget } from '../testing/testStore';
import { OncePerStore } from './oncePerStore';

/** context.once over a real store: done once, again after a failure or a stop, never twice per name. */
describe('once-per-store work', () => {
  let dir: string;
  let db: SqlClient;
  const runner = (): OncePerStore => new OncePerStore(db, createLogger('silent'));

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'vgn-once-'));
    db = openDatabase(dir, { synchronous: 'NORMAL', ...testStoreTarget(dir) });
  });
  afterEach(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs a work at the first start and marks it done, so a later start skips it', async () => {
    const runs: string[] = [];
    for (let start = 0; start < 2; start += 1) {
      const once = runner();
      once.register('probe', 'catchUp', async () => void runs.push(`start ${start}`));
      await once.run();
    }
    expect(runs).toEqual(['start 0']);
    expect(onceMarker(db, 'probe', 'catchUp')).toMatchObject({ doneAt: expect.any(String), ms: expect.any(Number) });
    expect(onceMarker(db, 'other', 'catchUp')).toBeNull();
  });

  it('runs a failed work again at the next start, and the works after it meanwhile', async () => {
    const first = runner();
    first.register('probe', 'broken', () => Promise.reject(new Error('disk full')));
    let later = 0;
    first.register('probe', 'later', async () => void (later += 1));
    await first.run();
    expect(onceMarker(db, 'probe', 'broken')).toBeNull();
    expect(later).toBe(1);
    const second = runner();
    let repaired = 0;
    second.register('probe', 'broken', async () => void (repaired += 1));
    await second.run();
    expect(repaired).toBe(1);
    expect(onceMarker(db, 'probe', 'broken')).not.toBeNull();
  });

  it('leaves a work stopped by the server closing unmarked', async () => {
    const once = runner();
    once.register('probe', 'long', async (signal) => {
      once.close();
      expect(signal.aborted).toBe(true);
    });
    await once.run();
    expect(onceMarker(db, 'probe', 'long')).toBeNull();
  });

  it('refuses a name registered twice by one plugin', () => {
    const once = runner();
    once.register('probe', 'catchUp', () => Promise.resolve());
    expect(() => once.register('probe', 'catchUp', () => Promise.resolve())).toThrow(/registered twice/);
  });
});
