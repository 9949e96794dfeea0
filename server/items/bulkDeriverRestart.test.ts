import { describe, expect, it } from 'vitest';
import type { SqlClient } from '../db/sqlClient';
import { openDatabase } from '../db/openDatabase';
import { testStoreTarget } from '../testing/testStore';
import { createItemServices, type ItemServices } from './itemServices';
import { DERIVE_SLICE } from './bulkDeriver';
import { derivationsDone } from './testing/derivations';
import { FakeHub } from './testing/fakeHub';
import { openTestDatabase } from './testing/testDb';
import { TEST_NOW, testRegistry } from './testing/testKit';
import { Note } from './testing/noteType';

const writer = { userId: 'User-10', admin: false };
const registry = testRegistry([Note]);
const services = (db: SqlClient): ItemServices => createItemServices({ db, registry: () => registry, hub: new FakeHub(), now: () => TEST_NOW });
const notes = (n: number): { fields: Record<string, unknown> }[] => Array.from({ length: n }, (_, i) => ({ fields: { text: `note ${i}`, owner: 'Organization-3' } }));

/** Every row of the Notes (their Events aside), minus row numbers: what a store on the file holds. */
function noteRows(db: SqlClient): unknown[][] {
  const all = (sql: string): unknown[] => db.prepare(sql).all();
  return [
    all("SELECT id, idx, u, created_ts, created_by, owner, access, data FROM items WHERE type = 'Note' ORDER BY idx"),
    all("SELECT item_id, u, ts, actor, op, changes FROM item_changes WHERE item_id LIKE 'Note-%' ORDER BY item_id"),
    all("SELECT item_id, field, value_text FROM item_values WHERE item_id LIKE 'Note-%' ORDER BY item_id, field"),
    all("SELECT item_id, principal, role FROM item_access WHERE item_id LIKE 'Note-%' ORDER BY item_id, principal"),
  ];
}

/** Runs `crash` on a store on a fresh file, then a second store on the same file until it derived all. */
async function afterRestart(crash: (first: ItemServices) => Promise<void> | void): Promise<{ rows: unknown[][]; records: number; pendingAfterWarmUp: boolean }> {
  const files = openTestDatabase();
  const crashed = services(files.db);
  await crash(crashed);
  // The process ends here: nothing of the first store runs any more.
  crashed.store.deriver.stop();
  const reopened = openDatabase(files.dir, { synchronous: 'OFF', ...testStoreTarget(files.dir) });
  const next = services(reopened);
  try {
    // The server's start warms the search index up: a carried batch is not written on that path
    // (no rows of it exist for the feed to meet), so the start does not wait for it.
    next.search.warmUp();
    const pendingAfterWarmUp = next.store.deriver.hasPending();
    await derivationsDone(next.store);
    return { rows: noteRows(reopened), records: (reopened.prepare('SELECT count(*) AS n FROM item_derivations').get() as { n: number }).n, pendingAfterWarmUp };
  } finally {
    next.stop();
    reopened.close();
    crashed.stop();
    files.close();
  }
}

/** The same notes written in the call's transaction (no deferral): the reference rows. */
function inOneTransaction(total: number): unknown[][] {
  const files = openTestDatabase();
  const direct = services(files.db);
  try {
    direct.store.createMany('Note', notes(total), writer);
    return noteRows(files.db);
  } finally {
    direct.stop();
    files.close();
  }
}

describe('deferred createMany after a restart: the record carries the batch', () => {
  it('writes a batch no slice had started from its record, exactly as one transaction would', async () => {
    const { rows, records, pendingAfterWarmUp } = await afterRestart((first) => {
      first.store.createManyDeferred('Note', notes(40), writer);
      expect(noteRows(first.store.db)[0]).toEqual([]);
    });
    expect(pendingAfterWarmUp).toBe(true);
    expect(records).toBe(0);
    expect(rows).toEqual(inOneTransaction(40));
  });

  it('writes the rest of a batch whose first slice committed before the crash, each item once', async () => {
    const total = DERIVE_SLICE + 7;
    const { rows } = await afterRestart(async (first) => {
      const heard: number[] = [];
      first.store.onChanges((changes) => heard.push(changes.length));
      first.store.createManyDeferred('Note', notes(total), writer);
      while (heard.length === 0) await new Promise<void>((resolve) => setImmediate(resolve));
      expect(first.store.db.prepare('SELECT first_idx, count FROM item_derivations').all()).toEqual([{ first_idx: DERIVE_SLICE + 1, count: 7 }]);
    });
    expect(rows).toEqual(inOneTransaction(total));
  });

  it('derives a record from before the batch was carried (items written by the call, rows null)', async () => {
    const { rows, pendingAfterWarmUp } = await afterRestart((first) => {
      first.store.createMany('Note', notes(5), writer);
      // What such a call left: the items and change rows, no derived rows, a record without rows.
      first.store.db.exec("DELETE FROM item_values WHERE item_id LIKE 'Note-%'; DELETE FROM item_access WHERE item_id LIKE 'Note-%';");
      first.store.db.exec("INSERT INTO item_derivations (type, first_idx, count, actor) VALUES ('Note', 1, 5, 'User-10')");
    });
    // Such a record's items rows exist: the warm-up writes their derived rows before the feed is read.
    expect(pendingAfterWarmUp).toBe(false);
    expect(rows).toEqual(inOneTransaction(5));
  });
});
