import type { SqlClient } from './sqlClient';

/** Small key/value settings kept in the store (locale overrides, first-start markers ...). */
export function getSetting(db: SqlClient, key: string): string | null {
  const row: unknown = db.prepare('SELECT v FROM settings WHERE k = ?').get(key);
  return typeof row === 'object' && row !== null && 'v' in row && typeof row.v === 'string' ? row.v : null;
}

export function setSetting(db: SqlClient, key: string, value: string): void {
  db.prepare('INSERT INTO settings (k, v) VALUES (?, ?) ON CONFLICT (k) DO UPDATE SET v = excluded.v').run(key, value);
}

export function deleteSetting(db: SqlClient, key: string): void {
  db.prepare('DELETE FROM settings WHERE k = ?').run(key);
}
