import type { SqlClient } from '../db/sqlClient';
import { rowToItem, type ItemJson, type ItemRow } from '../items/itemShape';

/** Rows read per query while walking a type's items. */
const BATCH = 500;

/**
 * Every stored item of a type, oldest first, read in batches by seq (keyset paging): a type with
 * a million items is walked without holding them, and no statement stays open between batches,
 * so the caller may write to the store (apply defaults) while it walks.
 */
export function* itemsOfType(db: SqlClient, type: string, batch = BATCH): Generator<ItemJson> {
  const page = db.prepare<[string, number, number], ItemRow>('SELECT * FROM items WHERE type = ? AND seq > ? ORDER BY seq LIMIT ?');
  let lastSeq = 0;
  for (;;) {
    const rows = page.all(type, lastSeq, batch);
    for (const row of rows) yield rowToItem(row);
    if (rows.length < batch) return;
    lastSeq = rows.at(-1)?.seq ?? lastSeq;
  }
}

export function countItemsOfType(db: SqlClient, type: string): number {
  return db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM items WHERE type = ?').get(type)?.n ?? 0;
}
