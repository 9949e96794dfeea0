import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { makeDataDir, removeDataDir } from '../testing/testServer';
import { StoreTooNewError, applyMigrations, storeVersion } from './migrate';
import type { Migration } from './migration';
import { migrations } from './migrations/index';
import { openDatabase } from './openDatabase';

const table = (version: number, name: string): Migration => ({
  version,
  name,
  up: (db) => db.exec(`CREATE TABLE ${name} (id INTEGER PRIMARY KEY)`),
});

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach(removeDataDir));

describe('applyMigrations', () => {
  it('applies pending migrations in order and records the version', () => {
    const db = new BetterSqlite3(':memory:');
    expect(applyMigrations(db, [table(1, 'a')])).toBe(1);
    expect(applyMigrations(db, [table(1, 'a'), table(2, 'b')])).toBe(2);
    expect(storeVersion(db)).toBe(2);
    const names = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all();
    expect(names).toEqual(['a', 'b', 'schema_version']);
  });

  it('rolls back a failing migration together with its version bump', () => {
    const db = new BetterSqlite3(':memory:');
    applyMigrations(db, [table(1, 'a')]);
    const broken: Migration = {
      version: 2,
      name: 'broken',
      up: (inner) => {
        inner.exec('CREATE TABLE half (id INTEGER)');
        throw new Error('boom');
      },
    };
    expect(() => applyMigrations(db, [table(1, 'a'), broken])).toThrow('boom');
    expect(storeVersion(db)).toBe(1);
    expect(db.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'half'").pluck().get()).toBe(0);
  });

  it('refuses a store written by a newer build', () => {
    const db = new BetterSqlite3(':memory:');
    applyMigrations(db, [table(1, 'a'), table(2, 'b'), table(3, 'c')]);
    const attempt = () => applyMigrations(db, [table(1, 'a')]);
    expect(attempt).toThrow(StoreTooNewError);
    expect(attempt).toThrow(
      'The data directory was written by a newer version (store version 3, this build knows 1). Upgrade the server.',
    );
  });

  it('refuses duplicate or unordered migration numbers', () => {
    const db = new BetterSqlite3(':memory:');
    expect(() => applyMigrations(db, [table(2, 'a'), table(2, 'b')])).toThrow(/out of order/);
    expect(() => applyMigrations(db, [table(3, 'a'), table(1, 'b')])).toThrow(/out of order/);
  });

  it('keeps the project migration list strictly ordered', () => {
    const versions = migrations.map((migration) => migration.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(new Set(versions).size).toBe(versions.length);
  });
});

describe('openDatabase', () => {
  it('opens with WAL, synchronous FULL and foreign keys, fully migrated', () => {
    const dir = makeDataDir();
    dirs.push(dir);
    const db = openDatabase(dir);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(storeVersion(db)).toBe(migrations.at(-1)?.version);
    db.close();
  });

  it('honours a configured synchronous mode', () => {
    const dir = makeDataDir();
    dirs.push(dir);
    const db = openDatabase(dir, { synchronous: 'NORMAL' });
    expect(db.pragma('synchronous', { simple: true })).toBe(1);
    db.close();
  });
});
