import type { Migration } from '../migration';

/** Failed sign-ins (and sent reset mails) per account and per client address, for rate limiting. */
export const migration: Migration = {
  version: 3,
  name: 'login_attempts',
  up(db) {
    db.exec(`
      CREATE TABLE login_attempts (
        id INTEGER PRIMARY KEY,
        kind TEXT NOT NULL,
        key TEXT NOT NULL,
        at INTEGER NOT NULL
      );
      CREATE INDEX login_attempts_by_key ON login_attempts (kind, key, at);`);
  },
};
