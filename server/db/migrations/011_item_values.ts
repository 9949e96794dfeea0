import type { Migration } from '../migration';

/**
 * Search indexes derived from the declarations: one row per (item, declared field, value) so that no
 * query reads item JSON, a full-text table over the declared text fields (rowid = items.seq), and
 * the fingerprint of the index plan each type was last indexed with (a changed plan means reindex).
 */
export const migration: Migration = {
  version: 11,
  name: 'item_values',
  up(db) {
    db.exec(`
      CREATE TABLE item_values (
        item_id TEXT NOT NULL REFERENCES items (id) ON DELETE CASCADE,
        field TEXT NOT NULL,
        value_text TEXT,
        value_num REAL
      );
      CREATE INDEX item_values_by_item ON item_values (item_id, field);
      CREATE INDEX item_values_by_text ON item_values (field, value_text, item_id);
      CREATE INDEX item_values_by_num ON item_values (field, value_num, item_id);

      CREATE VIRTUAL TABLE item_text USING fts5 (body, tokenize = 'unicode61 remove_diacritics 2');

      CREATE TABLE item_index_state (
        type TEXT PRIMARY KEY,
        fingerprint TEXT NOT NULL,
        indexed_ts TEXT NOT NULL
      );`);
  },
};
