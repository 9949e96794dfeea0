import type { Migration } from '../migration';

/** Single-use tokens mailed for confirm-email and set-pass; only their SHA-256 is stored. */
export const migration: Migration = {
  version: 4,
  name: 'one_time_tokens',
  up(db) {
    db.exec(`
      CREATE TABLE one_time_tokens (
        token_hash TEXT PRIMARY KEY,
        purpose TEXT NOT NULL,
        user_id TEXT NOT NULL REFERENCES credentials (user_id) ON DELETE CASCADE,
        expires INTEGER NOT NULL,
        used INTEGER,
        created TEXT NOT NULL
      );
      CREATE INDEX one_time_tokens_by_user ON one_time_tokens (user_id, purpose);`);
  },
};
