import type { SqlClient, SqlStatement } from '../db/sqlClient';
import type { ItemRow } from './itemShape';

/**
 * The prepared SQL of the item store's single-item writes (prepared once per store): a row of
 * `items` read, numbered, inserted, updated and deleted, its owner column, its grants, and the
 * per-type index state.
 */
export class ItemRowStatements {
  readonly select: SqlStatement<[string], ItemRow>;
  /** The type's next index (_i), counted per type. */
  readonly nextIndex: SqlStatement<[string], { last_idx: number }>;
  readonly insert: SqlStatement;
  /** Only when the stored _u is still @expected (optimistic concurrency). */
  readonly update: SqlStatement;
  readonly delete: SqlStatement;
  readonly deleteGrants: SqlStatement;
  readonly setOwner: SqlStatement;
  /** Records that a type's items are indexed with the plan of that fingerprint. */
  readonly markIndexed: SqlStatement;

  constructor(db: SqlClient) {
    this.select = db.prepare<[string], ItemRow>('SELECT * FROM items WHERE id = ?');
    this.nextIndex = db.prepare<[string], { last_idx: number }>(
      `INSERT INTO type_counters (type, last_idx) VALUES (?, 1)
       ON CONFLICT (type) DO UPDATE SET last_idx = last_idx + 1 RETURNING last_idx`,
    );
    this.insert = db.prepare(
      `INSERT INTO items (id, type, idx, u, created_ts, created_by, owner, access, data)
       VALUES (@id, @type, @idx, @u, @created_ts, @created_by, NULL, @access, @data)`,
    );
    this.update = db.prepare(
      `UPDATE items SET u = @u, created_ts = @created_ts, created_by = @created_by, access = @access, data = @data
       WHERE id = @id AND u = @expected`,
    );
    this.delete = db.prepare('DELETE FROM items WHERE id = ? AND u = ?');
    this.deleteGrants = db.prepare('DELETE FROM grants WHERE item_id = ?');
    this.setOwner = db.prepare('UPDATE items SET owner = ? WHERE id = ?');
    this.markIndexed = db.prepare('INSERT INTO item_index_state (type, fingerprint, indexed_ts) VALUES (?, ?, ?) ON CONFLICT (type) DO NOTHING');
  }
}
