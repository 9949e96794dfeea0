import type { Migration } from '../migration';

/**
 * Persisted one-shot timers (server/timers): a plugin's reminder or deadline survives restarts.
 * One row per (kind, key); the due index lets a scan read only what is due, never every timer.
 */
export const migration: Migration = {
  version: 17,
  name: 'timers',
  up(db) {
    db.exec(`
      CREATE TABLE timers (
        kind TEXT NOT NULL,
        key TEXT NOT NULL,
        due_ms INTEGER NOT NULL,
        payload TEXT,
        attempts INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (kind, key)
      ) WITHOUT ROWID;
      CREATE INDEX timers_due ON timers (kind, due_ms);`);
  },
};
