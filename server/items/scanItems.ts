import type { Database } from 'better-sqlite3';
import type { ScannedItem } from '../../engine/plugin/serverPlugin';
import { parseFields } from './itemShape';

/** Top-level field names only: they are spelled into the SQL text. */
const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * Every stored item of a type with only the named top-level fields, streamed from one SQL pass
 * (SQLite picks the fields, so large fields nobody asked for are never parsed). Unchecked: the
 * caller filters per reader. Absent fields are left out of `fields`.
 */
export function* scanItems(db: Database, type: string, fields: readonly string[]): IterableIterator<ScannedItem> {
  for (const field of fields) if (!FIELD_NAME.test(field)) throw new Error(`scanItems: "${field}" is not a field name`);
  const picked = fields.map((field) => `'${field}', i.data -> '$.${field}'`).join(', ');
  const statement = db.prepare<[string], { id: string; picked: string }>(`SELECT i.id AS id, json_object(${picked}) AS picked FROM items i WHERE i.type = ?`);
  for (const row of statement.iterate(type)) {
    const all = parseFields(row.picked);
    const present: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(all)) if (value !== null) present[key] = value;
    yield { id: row.id, fields: present };
  }
}
