import type { Migration } from '../migration';

/**
 * When each user's last daily notification digest went out (UTC day and time), so the digest job
 * sends at most one a day per user across restarts and covers only what came after the last one.
 */
export const migration: Migration = {
  version: 16,
  name: 'notify_digests',
  up(db) {
    db.exec(`
      CREATE TABLE notify_digests (
        user_id TEXT PRIMARY KEY,
        day TEXT NOT NULL,
        sent_ts TEXT NOT NULL
      ) WITHOUT ROWID`);
  },
};
