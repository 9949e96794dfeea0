import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { testStoreTarget } from '../testing/testStore';
import { openDatabase, STORE_FILE } from './openDatabase';
import { storeLocationOf } from './storeLocation';

let dir: string | undefined;
afterEach(() => {
  if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('where a store lives (a worker opens it a second time)', () => {
  it('names the store openDatabase opened: its SQLite file, or its PostgreSQL database and schema', () => {
    dir = mkdtempSync(join(tmpdir(), 'store-location-'));
    const target = testStoreTarget(dir);
    const db = openDatabase(dir, target);
    try {
      const expected = target.url === null ? { kind: 'sqlite', file: join(dir, STORE_FILE) } : { kind: 'postgres', url: target.url, schema: target.schema };
      expect(storeLocationOf(db)).toEqual(expected);
    } finally {
      db.close();
    }
  });

  it('has none for a SQLite database in memory: no second connection can reach it', () => {
    const db = new Database(':memory:');
    try {
      expect(storeLocationOf(db)).toBeUndefined();
    } finally {
      db.close();
    }
  });
});
