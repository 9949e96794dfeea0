import type { Migration } from '../migration';

/**
 * Fewer index entries per item write (server/items/README.md, "Row model", with the measurements):
 * - the outbox trigger goes: a single node (CLUSTER=off) has nobody to deliver item rows to; a
 *   cluster node creates it again when it starts (server/cluster/itemFeedTrigger.ts);
 * - `items_by_created` goes: `items_by_type_created` serves the typed searches sorted by creation,
 *   and no other query reads creation instants across types by index.
 */
export const migration: Migration = {
  version: 31,
  name: 'lean_item_rows',
  up(db) {
    db.exec(`
      DROP TRIGGER IF EXISTS item_changes_to_outbox;
      DROP INDEX IF EXISTS items_by_created;`);
  },
  // PostgreSQL: the trigger function of migration 030 stays for the cluster nodes' trigger.
  postgres(db) {
    db.exec(`
      DROP TRIGGER IF EXISTS item_changes_to_outbox ON item_changes;
      DROP INDEX IF EXISTS items_by_created;`);
  },
};
