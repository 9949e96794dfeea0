import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dialectOf } from '../db/dialect';
import { openDatabase } from '../db/openDatabase';
import type { SqlClient } from '../db/sqlClient';
import { testStoreTarget } from '../testing/testStore';
import { CALL_GRACE_MS, DERIVE_SLICE, MAX_YIELD_MS } from './bulkDeriver';
import { createItemServices, type ItemServices } from './itemServices';
import { derivationsDone } from './testing/derivations';
import { FakeHub } from './testing/fakeHub';
import { userActor } from './testing/testActors';
import { TEST_NOW, testRegistry } from './testing/testKit';
import { Note } from './testing/noteType';

const alice = userActor('User-10');
const writer = { userId: alice.userId, admin: false };
const notes = (n: number): { fields: Record<string, unknown> }[] => Array.from({ length: n }, (_, i) => ({ fields: { text: `note ${i}`, owner: 'Organization-1' } }));
const tick = (): Promise<void> => new Promise<void>((resolve) => setImmediate(resolve));
const sleep = (ms: number): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A store as the server opens it: synchronous FULL (the test kits use OFF). */
function durableStore(): { db: SqlClient; services: ItemServices; close(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'vgn-derive-'));
  const db = openDatabase(dir, { synchronous: 'FULL', ...testStoreTarget(dir) });
  const registry = testRegistry([Note]);
  const services = createItemServices({ db, registry: () => registry, hub: new FakeHub(), now: () => TEST_NOW });
  return {
    db,
    services,
    close() {
      services.stop();
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** How the open transaction will commit: SQLite's synchronous level, PostgreSQL's synchronous_commit. */
function commitMode(db: SqlClient): string {
  if (dialectOf(db).name === 'postgres') return String(db.prepare<[], { synchronous_commit: string }>('SHOW synchronous_commit').get()?.synchronous_commit);
  return ['OFF', 'NORMAL', 'FULL', 'EXTRA'][Number(db.pragma('synchronous', { simple: true }))] ?? 'unknown';
}

const opened: (() => void)[] = [];
afterEach(() => {
  for (const close of opened.splice(0)) close();
});

describe('deferred createMany: how slices commit and when they run', () => {
  it('commits the call durably and its slices without waiting for the disk, the record advancing only with its slice', async () => {
    const store = durableStore();
    opened.push(() => store.close());
    const { db, services } = store;
    const seen: { mode: string; record: unknown }[] = [];
    services.store.beforeCommit(() => {
      seen.push({ mode: commitMode(db), record: db.prepare('SELECT first_idx, count FROM item_derivations').all() });
    });
    const total = DERIVE_SLICE + 10;
    services.store.createManyDeferred('Note', notes(total), writer);
    await derivationsDone(services.store);
    const durable = dialectOf(db).name === 'postgres' ? 'on' : 'FULL';
    const lazy = dialectOf(db).name === 'postgres' ? 'off' : 'NORMAL';
    // Inside each slice, before its commit, the record still names the slice's items: a slice a
    // crash loses is derived again from it at the next start (bulkDeriver.test.ts, "a crash left").
    // (The call itself announces nothing, so before-commit listeners do not run for it.)
    expect(seen).toEqual([
      { mode: lazy, record: [{ first_idx: DERIVE_SLICE + 1, count: 10 }] },
      { mode: lazy, record: [] },
    ]);
    expect(commitMode(db)).toBe(durable);
    expect((db.prepare("SELECT count(*) AS n FROM item_values WHERE field = 'text'").get() as { n: number }).n).toBe(total);
  });

  it('keeps the commit of an enclosing transaction durable when a read in it derives first', () => {
    const store = durableStore();
    opened.push(() => store.close());
    const { db, services } = store;
    const modes: string[] = [];
    services.store.beforeCommit(() => {
      modes.push(commitMode(db));
    });
    const [first] = services.store.createManyDeferred('Note', notes(3), writer);
    // The read derives first, as a savepoint of the enclosing transaction, which commits durably.
    services.store.transaction(() => {
      services.store.get(String(first));
      services.store.update(String(first), { text: 'changed' }, 1, writer);
    });
    expect(modes.length).toBeGreaterThan(0);
    expect(modes.every((mode) => mode === (dialectOf(db).name === 'postgres' ? 'on' : 'FULL'))).toBe(true);
    expect(services.store.deriver.hasPending()).toBe(false);
  });

  it('gives way to a request arriving after a call, then derives once it is answered; a search still derives first', async () => {
    const store = durableStore();
    opened.push(() => store.close());
    const { services } = store;
    services.store.createManyDeferred('Note', notes(20), writer);
    const answered = services.store.deriver.arriving();
    await sleep(CALL_GRACE_MS * 3);
    for (let n = 0; n < 5; n += 1) await tick();
    expect(services.store.deriver.hasPending()).toBe(true);
    // Another call of the stream is taken before any slice.
    services.store.createManyDeferred('Note', notes(5), writer);
    answered();
    await derivationsDone(services.store);
    expect(services.search.search(alice, { must: [{ kind: 'type', value: 'Note' }] }).total).toBe(25);

    services.store.createManyDeferred('Note', notes(7), writer);
    const reading = services.store.deriver.arriving();
    expect(services.search.search(alice, { must: [{ kind: 'type', value: 'Note' }] }).total).toBe(32);
    expect(services.store.deriver.hasPending()).toBe(false);
    reading();
  });

  it('gives way to requests under way only so long (MAX_YIELD_MS in a row)', async () => {
    const store = durableStore();
    opened.push(() => store.close());
    const { services } = store;
    // A request that is never answered (a client gone mid-call) holds the slices only so long.
    const never = services.store.deriver.arriving();
    services.store.createManyDeferred('Note', notes(4), writer);
    await sleep(CALL_GRACE_MS * 3);
    expect(services.store.deriver.hasPending()).toBe(true);
    // Derived without the request being answered (the test's timeout is far above MAX_YIELD_MS).
    await derivationsDone(services.store);
    expect(services.search.search(alice, { must: [{ kind: 'type', value: 'Note' }] }).total).toBe(4);
    never();
  }, 4 * MAX_YIELD_MS);
});
