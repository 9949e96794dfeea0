import type { SqlClient } from '../db/sqlClient';
import type { ScannedItem } from '../../engine/plugin/serverPlugin';
import { parseFields } from './itemShape';

/** Top-level field names only: they are spelled into the SQL text. */
const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * Every stored item of a type with only the named top-level fields, streamed from one SQL pass
 * (SQLite picks the fields, so large fields nobody asked for are never parsed). Unchecked: the
 * caller filters per reader. Absent fields are left out of `fields`.
 */
export function* scanItems(db: SqlClient, type: string, fields: readonly string[]): IterableIterator<ScannedItem> {
  const statement = db.prepare<[string], { id: string; picked: string }>(`SELECT i.id AS id, ${pickedColumn(fields)} AS picked FROM items i WHERE i.type = ?`);
  for (const row of statement.iterate(type)) yield scanned(row);
}

/**
 * The same items as scanItems, in pages of `pageSize` by their per-type index (keyset paging on
 * the (type, idx) key), yielding to the event loop between pages: the server answers other
 * requests meanwhile. Each page reads the store as it is when it is read, so an item written
 * between pages is seen as written if its page comes later (a caller that also follows the writes
 * ends up with the store as it is).
 */
export async function* scanItemPages(db: SqlClient, type: string, fields: readonly string[], pageSize: number): AsyncIterableIterator<ScannedItem[]> {
  const statement = db.prepare<[string, number, number], { id: string; idx: number; picked: string }>(
    `SELECT i.id AS id, i.idx AS idx, ${pickedColumn(fields)} AS picked FROM items i WHERE i.type = ? AND i.idx > ? ORDER BY i.idx LIMIT ?`,
  );
  let after = -1;
  for (;;) {
    const rows = statement.all(type, after, pageSize);
    if (rows.length === 0) return;
    after = rows[rows.length - 1]?.idx ?? after;
    yield rows.map(scanned);
    if (rows.length < pageSize) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

function pickedColumn(fields: readonly string[]): string {
  for (const field of fields) if (!FIELD_NAME.test(field)) throw new Error(`scanItems: "${field}" is not a field name`);
  return `json_object(${fields.map((field) => `'${field}', i.data -> '$.${field}'`).join(', ')})`;
}

function scanned(row: { id: string; picked: string }): ScannedItem {
  const all = parseFields(row.picked);
  const present: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(all)) if (value !== null) present[key] = value;
  return { id: row.id, fields: present };
}
