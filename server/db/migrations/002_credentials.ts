import type { Migration } from '../migration';

/**
 * Sign-in credentials, one row per User item (user_id is "User-{index}"). The password hash is null
 * for users who have not set one yet. tokens_after (unix seconds) invalidates tokens issued earlier,
 * e.g. after a password change.
 */
export const migration: Migration = {
  version: 2,
  name: 'credentials',
  up(db) {
    db.exec(`
      CREATE TABLE credentials (
        user_id TEXT PRIMARY KEY,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        password_hash TEXT,
        email_confirmed INTEGER NOT NULL DEFAULT 0,
        tokens_after INTEGER NOT NULL DEFAULT 0,
        created TEXT NOT NULL,
        updated TEXT NOT NULL
      )`);
  },
};
