import type { Migration } from '../migration';

/**
 * Per user and item notification preference (item_id "{type}-0" holds the user's preference for the
 * whole type), and the recipients' index over Notify items (unread state, context for notifyPairs).
 */
export const migration: Migration = {
  version: 13,
  name: 'notifications',
  up(db) {
    db.exec(`
      CREATE TABLE notify_prefs (
        user_id TEXT NOT NULL,
        item_id TEXT NOT NULL,
        pref TEXT NOT NULL CHECK (pref IN ('NIL', 'DEFAULT', 'PREFS', 'ALWAYS', 'NEVER')),
        PRIMARY KEY (user_id, item_id)
      ) WITHOUT ROWID;

      CREATE TABLE notifications (
        notify_id TEXT PRIMARY KEY REFERENCES items (id) ON DELETE CASCADE,
        user_id TEXT NOT NULL,
        notify_idx INTEGER NOT NULL,
        context_id TEXT,
        event_id TEXT NOT NULL,
        unread INTEGER NOT NULL,
        ts TEXT NOT NULL
      );
      CREATE INDEX notifications_by_user ON notifications (user_id, unread, notify_idx);`);
  },
};
