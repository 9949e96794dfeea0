import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SqlClient } from '../../server/db/sqlClient';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadBuiltInRegistry } from '../../engine/node/loadBuiltInRegistry';
import type { Registry } from '../../engine/registry/registry';
import { openDatabase } from '../../server/db/openDatabase';
import { ItemStore } from '../../server/items/itemStore';
import { createValidatorProvider } from '../../server/items/validators';
import { withBulkLoad } from './bulkLoad';
import { generateItems } from './generateItems';

const NOW = Date.UTC(2024, 5, 15, 12);
const WRITER = { userId: 'User-1', admin: true };

let registry: Registry;
const opened: { db: SqlClient; dir: string }[] = [];

beforeAll(async () => {
  const loaded = await loadBuiltInRegistry();
  if (!loaded.ok) throw new Error('the built-in plugins do not load');
  registry = loaded.registry;
});

afterEach(() => {
  for (const { db, dir } of opened.splice(0)) {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

function freshStore(): ItemStore {
  const dir = mkdtempSync(join(tmpdir(), 'vgn-bench-test-'));
  const db = openDatabase(dir, { synchronous: 'NORMAL' });
  opened.push({ db, dir });
  return new ItemStore({ db, registry: () => registry, validators: createValidatorProvider(), now: () => new Date(NOW) });
}

/** Every row the item store writes, in a stable order. */
function dump(db: SqlClient): Record<string, unknown[]> {
  const all = (sql: string): unknown[] => db.prepare(sql).all();
  return {
    items: all('SELECT * FROM items ORDER BY seq'),
    values: all('SELECT item_id, field, value_text, value_num FROM item_values ORDER BY rowid'),
    text: all('SELECT rowid, body FROM item_text ORDER BY rowid'),
    access: all('SELECT * FROM item_access ORDER BY item_id, principal, role'),
    changes: all('SELECT * FROM item_changes ORDER BY seq'),
    counters: all('SELECT * FROM type_counters ORDER BY type'),
    indexState: all('SELECT * FROM item_index_state ORDER BY type'),
    schema: all("SELECT type, name, sql FROM sqlite_master WHERE type IN ('index', 'table') ORDER BY name"),
  };
}

describe('bulk load', () => {
  it('writes the same rows and indexes as item-by-item writes, and restores the pragmas', async () => {
    const plain = freshStore();
    const bulk = freshStore();
    const cacheSize: unknown = bulk.db.pragma('cache_size', { simple: true });
    await generateItems(plain, { total: 600, writer: WRITER, now: NOW });
    const loaded = await withBulkLoad(bulk.db, () => generateItems(bulk, { total: 600, writer: WRITER, now: NOW }));

    expect(loaded.deferred).toContain('item_values_by_text');
    expect(loaded.result.contacts.length).toBeGreaterThan(100);
    expect(dump(bulk.db)).toEqual(dump(plain.db));
    // integrity_check compares every index entry with its table row.
    expect(bulk.db.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(bulk.db.pragma('cache_size', { simple: true })).toBe(cacheSize);
    expect(bulk.db.pragma('synchronous', { simple: true })).toBe(1);
  });

  it('rebuilds the deferred indexes when the load fails', async () => {
    const store = freshStore();
    const indexes = (): unknown[] => store.db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' ORDER BY name").all();
    const before = indexes();
    await expect(withBulkLoad(store.db, () => Promise.reject(new Error('load failed')))).rejects.toThrow('load failed');
    expect(indexes()).toEqual(before);
  });
});
