import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../items/testing/testDb';
import { Lease } from './lease';

const database = openTestDatabase();
afterEach(() => database.db.exec('DELETE FROM leases'));

describe('the scheduled-work lease', () => {
  it('is held by one node at a time, renewed by its holder, taken over once it expired', () => {
    const clock = { now: 1_000_000 };
    const a = new Lease(database.db, 'work', 'node-a', 3000, () => clock.now);
    const b = new Lease(database.db, 'work', 'node-b', 3000, () => clock.now);
    expect(a.renew()).toBe(true);
    expect(b.renew()).toBe(false);
    expect([a.held(), b.held()]).toEqual([true, false]);
    clock.now += 1000;
    expect(a.renew()).toBe(true);
    clock.now += 2500;
    // A renewed 2.5 s ago with a 3 s lease: still A's.
    expect(b.renew()).toBe(false);
    // A stops renewing (crash): its own belief ends a third before the stored expiry ...
    clock.now += 200;
    expect(a.held()).toBe(false);
    // ... and B takes it once the stored expiry passed.
    clock.now += 400;
    expect(b.renew()).toBe(true);
    expect(a.renew()).toBe(false);
    expect([a.held(), b.held()]).toEqual([false, true]);
  });

  it('is freed at once by a clean stop', () => {
    const a = new Lease(database.db, 'work', 'node-a', 60_000);
    const b = new Lease(database.db, 'work', 'node-b', 60_000);
    a.start();
    expect(a.held()).toBe(true);
    expect(b.renew()).toBe(false);
    a.stop();
    expect(a.held()).toBe(false);
    expect(b.renew()).toBe(true);
  });
});
