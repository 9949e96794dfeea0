import { describe, expect, it } from 'vitest';
import type { SqlClient } from '../db/sqlClient';
import { openDatabase } from '../db/openDatabase';
import { testStoreTarget } from '../testing/testStore';
import { createItemServices, type ItemServices } from './itemServices';
import { DERIVE_SLICE } from './bulkDeriver';
import { derivationsDone } from './testing/derivations';
import { userActor } from './testing/testActors';
import { FakeHub } from './testing/fakeHub';
import { openTestDatabase } from './testing/testDb';
import { TEST_NOW, testRegistry, type TestKit } from './testing/testKit';
import { useTestKits } from './testing/testKits';
import { Note } from './testing/noteType';

const alice = userActor('User-10');
const writer = { userId: alice.userId, admin: false };

const kit = useTestKits([Note]);

const count = (k: TestKit, sql: string): number => (k.db.prepare(sql).get() as { n: number }).n;
const notes = (n: number, owner?: string): { fields: Record<string, unknown> }[] => Array.from({ length: n }, (_, i) => ({ fields: { text: `note ${i}`, ...(owner ? { owner } : {}) } }));

describe('deferred createMany: the deriver', () => {
  it('derives a batch in slices after the commit, announcing each slice once it committed, and removes its record with the last', async () => {
    const k = kit();
    const heard: number[] = [];
    k.store.onChanges((changes) => heard.push(changes.length));
    const total = 2 * DERIVE_SLICE + 5;
    k.store.createManyDeferred('Note', notes(total, 'Organization-1'), writer);
    expect(heard).toEqual([]);
    expect(count(k, 'SELECT count(*) AS n FROM item_access')).toBe(0);
    expect(k.db.prepare('SELECT type, first_idx, count, actor FROM item_derivations').all()).toEqual([{ type: 'Note', first_idx: 1, count: total, actor: 'User-10' }]);
    // The first slice waits for the grace a next call gets (CALL_GRACE_MS), then runs alone.
    while (heard.length === 0) await new Promise<void>((resolve) => setImmediate(resolve));
    expect(heard).toEqual([DERIVE_SLICE]);
    expect(k.db.prepare('SELECT first_idx, count FROM item_derivations').all()).toEqual([{ first_idx: DERIVE_SLICE + 1, count: total - DERIVE_SLICE }]);
    await derivationsDone(k.store);
    expect(heard).toEqual([DERIVE_SLICE, DERIVE_SLICE, 5]);
    expect(count(k, 'SELECT count(*) AS n FROM item_derivations')).toBe(0);
    expect(count(k, "SELECT count(*) AS n FROM item_access WHERE principal = 'Organization-1' AND role = 'owner'")).toBe(total);
    expect(count(k, "SELECT count(*) AS n FROM item_values WHERE field = 'text'")).toBe(total);
  });

  it('lets the writer search and read every item of its call at once: the search derives what is pending first', () => {
    const k = kit();
    // The in-memory index is built and current before the call: it catches up from the change feed after it.
    expect(k.search.search(alice, { must: [{ kind: 'type', value: 'Note' }] }).total).toBe(0);
    const created = k.store.createManyDeferred('Note', notes(30), writer);
    const reply = k.search.search(alice, { must: [{ kind: 'type', value: 'Note' }], facets: [{ field: '_c' }] });
    expect(reply.total).toBe(30);
    expect(reply.facets).toEqual({ _c: [{ key: 'User-10', count: 30 }] });
    expect(k.store.deriver.hasPending()).toBe(false);
    // Another user may not read PRIVATE notes of alice: derived rows decide, as for any item.
    expect(k.search.search(userActor('User-11'), { must: [{ kind: 'type', value: 'Note' }] }).total).toBe(0);
    expect(k.store.get(created[29] ?? '')).toMatchObject({ text: 'note 29' });
  });

  it("leaves a writer's batch pending for another user's search: only its writer waits for it", () => {
    const k = kit();
    const bob = userActor('User-11');
    k.store.createManyDeferred('Note', notes(30), writer);
    expect(k.search.search(bob, { must: [{ kind: 'type', value: 'Note' }] }).total).toBe(0);
    expect(k.search.search(null, { must: [{ kind: 'type', value: 'Note' }] }).total).toBe(0);
    expect(count(k, 'SELECT count(*) AS n FROM item_derivations')).toBe(1);
    expect(count(k, "SELECT count(*) AS n FROM items WHERE type = 'Note'")).toBe(0);
    expect(k.search.search(alice, { must: [{ kind: 'type', value: 'Note' }] }).total).toBe(30);
    expect(count(k, 'SELECT count(*) AS n FROM item_derivations')).toBe(0);
  });

  it('derives an item before it is read or updated by id, so its rows are never written twice', () => {
    const k = kit();
    const [first] = k.store.createManyDeferred('Note', notes(3), writer);
    const id = first ?? '';
    k.store.update(id, { text: 'changed' }, 1, writer);
    expect(count(k, 'SELECT count(*) AS n FROM item_derivations')).toBe(0);
    expect(k.db.prepare("SELECT item_id, value_text FROM item_values WHERE field = 'text' ORDER BY item_id").all()).toEqual([
      { item_id: 'Note-1', value_text: 'changed' },
      { item_id: 'Note-2', value_text: 'note 1' },
      { item_id: 'Note-3', value_text: 'note 2' },
    ]);
  });

  it('derives a batch a crash left (record and items committed, nothing derived) at the next start of a store on the file', async () => {
    const registry = testRegistry([Note]);
    const files = openTestDatabase();
    const services = (db: SqlClient): ItemServices => createItemServices({ db, registry: () => registry, hub: new FakeHub(), now: () => TEST_NOW });
    const crashed = services(files.db);
    crashed.store.createManyDeferred('Note', notes(40, 'Organization-2'), writer);
    // The process ends before any slice: nothing of this store runs any more.
    crashed.store.deriver.stop();
    const reopened = openDatabase(files.dir, { synchronous: 'OFF', ...testStoreTarget(files.dir) });
    const next = services(reopened);
    const count = (sql: string): number => (reopened.prepare(sql).get() as { n: number }).n;
    try {
      expect(count('SELECT count(*) AS n FROM item_derivations')).toBe(1);
      expect(count("SELECT count(*) AS n FROM item_access WHERE principal = 'Organization-2'")).toBe(0);
      expect(next.store.deriver.hasPending()).toBe(true);
      await derivationsDone(next.store);
      expect(count('SELECT count(*) AS n FROM item_derivations')).toBe(0);
      expect(count("SELECT count(*) AS n FROM item_access WHERE principal = 'Organization-2'")).toBe(40);
      expect(next.search.search(alice, { must: [{ kind: 'type', value: 'Note' }] }).total).toBe(40);
    } finally {
      next.stop();
      reopened.close();
      crashed.stop();
      files.close();
    }
  });

  it('writes nothing and records nothing when the call is refused', () => {
    const k = kit();
    expect(() => k.store.createManyDeferred('Note', [{ fields: { text: 7 } }], writer)).toThrow();
    expect(count(k, 'SELECT count(*) AS n FROM item_derivations')).toBe(0);
    expect(k.store.deriver.hasPending()).toBe(false);
  });
});
