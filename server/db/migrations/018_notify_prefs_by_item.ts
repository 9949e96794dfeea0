import type { Migration } from '../migration';

/**
 * Who holds a notification preference on given items (NotifyPreferences.forItems, asked on every
 * event): the primary key starts with the user, so without this index each event read every
 * preference of every user (plugins/workflow/noFullScan.test.ts).
 */
export const migration: Migration = {
  version: 18,
  name: 'notify_prefs_by_item',
  up(db) {
    db.exec('CREATE INDEX notify_prefs_by_item ON notify_prefs (item_id)');
  },
};
