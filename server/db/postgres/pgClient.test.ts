import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../openDatabase';
import type { SqlClient } from '../sqlClient';
import { listenPostgres } from './pgListener';

// Runs against the throwaway cluster of scripts/pg/cluster.ts (TEST_DATABASE_URL); SQLite needs none of it.
const url = process.env.TEST_DATABASE_URL?.trim() ?? '';

describe.skipIf(url === '')('PgClient against PostgreSQL', () => {
  let db: SqlClient;
  beforeAll(() => {
    db = openDatabase('/tmp/vgn-pgclient-test', { url, schema: `pgclient_${process.pid}_${Date.now()}` });
  });
  afterAll(() => db.close());

  it('binds positional and named values and shapes rows like better-sqlite3', () => {
    db.exec('CREATE TABLE pets (id INTEGER PRIMARY KEY, name TEXT NOT NULL, legs INTEGER, weight REAL)');
    const insert = db.prepare<{ name: string; legs: number; weight: number }>('INSERT INTO pets (name, legs, weight) VALUES (@name, @legs, @weight)');
    expect(insert.run({ name: 'Rex', legs: 4, weight: 12.5 })).toMatchObject({ changes: 1, lastInsertRowid: 1 });
    expect(insert.run({ name: 'Tweety', legs: 2, weight: 0.25 }).lastInsertRowid).toBe(2);
    expect(db.prepare('SELECT name, legs, weight FROM pets WHERE legs > ? ORDER BY id').all(1)).toEqual([
      { name: 'Rex', legs: 4, weight: 12.5 },
      { name: 'Tweety', legs: 2, weight: 0.25 },
    ]);
    expect(db.prepare('SELECT name FROM pets ORDER BY id').pluck().all()).toEqual(['Rex', 'Tweety']);
    expect(db.prepare('SELECT id, name FROM pets WHERE id = ?').raw().get(2)).toEqual([2, 'Tweety']);
    expect([...db.prepare('SELECT count(*) AS n FROM pets').iterate()]).toEqual([{ n: 2 }]);
    expect(() => db.prepare('SELECT name FROM pets WHERE id = ?').get()).toThrow('Too few parameter values');
  });

  it('nests transactions with savepoints: an inner failure undoes only the inner work', () => {
    db.exec('CREATE TABLE marks (v TEXT PRIMARY KEY)');
    const mark = db.prepare('INSERT INTO marks (v) VALUES (?)');
    db.transaction(() => {
      mark.run('outer');
      expect(db.inTransaction).toBe(true);
      expect(() =>
        db.transaction(() => {
          mark.run('inner');
          throw new Error('inner refused');
        })(),
      ).toThrow('inner refused');
    })();
    expect(() =>
      db.transaction(() => {
        mark.run('lost');
        throw new Error('outer refused');
      })(),
    ).toThrow('outer refused');
    expect(db.inTransaction).toBe(false);
    expect(db.prepare('SELECT v FROM marks ORDER BY v').pluck().all()).toEqual(['outer']);
  });

  it('gives the SQLite functions the server calls: json_extract, json_each, NOCASE, full-text MATCH', () => {
    db.prepare('INSERT INTO item_text (rowid, body) VALUES (?, ?)').run(7, 'Ådå Lovelace, analyst');
    expect(db.prepare('SELECT rowid FROM item_text WHERE item_text MATCH ?').pluck().all('"ada"* "lov"*')).toEqual([7]);
    expect(db.prepare('SELECT rowid FROM item_text WHERE item_text MATCH ?').pluck().all('"lovely"*')).toEqual([]);
    expect(db.prepare("SELECT json_extract(?, '$.a.b')").pluck().get('{"a":{"b":"deep"}}')).toBe('deep');
    expect(db.prepare('SELECT value FROM json_each(?) ORDER BY value').pluck().all('["b","a"]')).toEqual(['a', 'b']);
    db.prepare("INSERT INTO settings (k, v) VALUES ('Mixed', 'x')").run();
    expect(db.prepare('SELECT k FROM settings WHERE k = ? COLLATE NOCASE').pluck().all('mIxEd')).toEqual(['Mixed']);
    expect(db.prepare('INSERT OR IGNORE INTO settings (k, v) VALUES (?, ?)').run('Mixed', 'y').changes).toBe(0);
  });

  it('answers the size pragmas and ignores SQLite-only settings', () => {
    expect(db.pragma('journal_mode = WAL')).toEqual([]);
    expect(db.pragma('page_size', { simple: true })).toBe(8192);
    expect(Number(db.pragma('page_count', { simple: true }))).toBeGreaterThan(0);
  });

  it('delivers NOTIFY to an asynchronous LISTEN connection', async () => {
    const heard: string[] = [];
    const listener = await listenPostgres(url, ['vgn_test'], { onNotification: (_channel, payload) => heard.push(payload), onError: () => undefined });
    try {
      db.exec("NOTIFY vgn_test, '42'");
      await expect.poll(() => heard).toEqual(['42']);
    } finally {
      await listener.close();
    }
  });
});
