import type { SqlClient } from '../db/sqlClient';
import { dialectOf } from '../db/dialect';

/**
 * The trigger that copies every item_changes row into the outbox (kind 'item'), created by the first
 * cluster node to start and kept from then on. A single node (CLUSTER=off) has nobody to deliver to,
 * so since migration 031 the store has no such trigger until a cluster node starts: it cost a third
 * of an item_changes insert (measured in server/items/README.md, "Row model"). Idempotent; nodes
 * starting together may both run it. On PostgreSQL the trigger function stays from migration 030.
 */
export function ensureItemFeedTrigger(db: SqlClient): void {
  if (dialectOf(db).name === 'postgres') {
    db.exec('CREATE OR REPLACE TRIGGER item_changes_to_outbox AFTER INSERT ON item_changes FOR EACH ROW EXECUTE FUNCTION item_changes_to_outbox()');
    return;
  }
  db.exec(`CREATE TRIGGER IF NOT EXISTS item_changes_to_outbox AFTER INSERT ON item_changes BEGIN
        INSERT INTO outbox (kind, item_id, u, payload) VALUES ('item', NEW.item_id, NEW.u, NEW.op);
      END`);
}
