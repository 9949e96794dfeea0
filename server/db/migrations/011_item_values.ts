import type { Migration } from '../migration';

/**
 * Search indexes derived from the declarations: one row per (item, declared field, value) so that no
 * query reads item JSON, a full-text table over the declared text fields (rowid = items.seq), and
 * the fingerprint of the index plan each type was last indexed with (a changed plan means reindex).
 */
const VALUES_SQL = `
      CREATE TABLE item_values (
        item_id TEXT NOT NULL REFERENCES items (id) ON DELETE CASCADE,
        field TEXT NOT NULL,
        value_text TEXT,
        value_num REAL
      );
      CREATE INDEX item_values_by_item ON item_values (item_id, field);
      CREATE INDEX item_values_by_text ON item_values (field, value_text, item_id);
      CREATE INDEX item_values_by_num ON item_values (field, value_num, item_id);`;

const INDEX_STATE_SQL = `
      CREATE TABLE item_index_state (
        type TEXT PRIMARY KEY,
        fingerprint TEXT NOT NULL,
        indexed_ts TEXT NOT NULL
      );`;

export const migration: Migration = {
  version: 11,
  name: 'item_values',
  up(db) {
    db.exec(`${VALUES_SQL}

      CREATE VIRTUAL TABLE item_text USING fts5 (body, tokenize = 'unicode61 remove_diacritics 2');
${INDEX_STATE_SQL}`);
  },
  // The full-text table as a plain table keyed by the same rowid (items.seq), its tsvector generated
  // from the body (compatFunctions.ts) under a GIN index; `item_text MATCH ?` is translated to it.
  postgres(db) {
    db.exec(`${VALUES_SQL}

      CREATE TABLE item_text (
        rowid BIGINT PRIMARY KEY,
        body TEXT NOT NULL,
        tsv tsvector GENERATED ALWAYS AS (vgn_fts_document(body)) STORED
      );
      CREATE INDEX item_text_by_words ON item_text USING GIN (tsv);
${INDEX_STATE_SQL}`);
  },
};
