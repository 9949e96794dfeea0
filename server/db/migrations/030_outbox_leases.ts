import type { Migration } from '../migration';

/**
 * Delivery across server nodes (server/realtime/README.md). `outbox` is one sequence of everything a
 * node must deliver to its own sockets or caches: item changes (copied by a trigger from
 * item_changes, so they commit in the same transaction as the write, bulk inserts included), pushes
 * to a user, broadcasts, sign-outs, user refreshes and the read facts of deleted items. Rows are small
 * (ids and short payloads) and pruned after a while. AUTOINCREMENT: a sequence never reused after
 * pruning. `leases` elects the one node that runs scheduled work (server/timers/lease.ts).
 */
export const migration: Migration = {
  version: 30,
  name: 'outbox_leases',
  up(db) {
    db.exec(`
      CREATE TABLE outbox (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        kind TEXT NOT NULL,
        origin TEXT,
        item_id TEXT,
        u INTEGER,
        payload TEXT,
        created_s INTEGER NOT NULL DEFAULT (unixepoch())
      );
      CREATE INDEX outbox_by_created ON outbox (created_s);
      CREATE TRIGGER item_changes_to_outbox AFTER INSERT ON item_changes BEGIN
        INSERT INTO outbox (kind, item_id, u, payload) VALUES ('item', NEW.item_id, NEW.u, NEW.op);
      END;
      CREATE TABLE leases (
        name TEXT PRIMARY KEY,
        holder TEXT NOT NULL,
        expires_ms INTEGER NOT NULL
      ) WITHOUT ROWID;`);
  },
  // PostgreSQL: the same tables; a trigger runs a function there. Sequence values are taken at insert,
  // not at commit: a node reading the outbox must allow for a gap that fills later (server/db/README.md).
  postgres(db) {
    db.exec(`
      CREATE TABLE outbox (
        seq BIGSERIAL PRIMARY KEY,
        kind TEXT NOT NULL,
        origin TEXT,
        item_id TEXT,
        u BIGINT,
        payload TEXT,
        created_s BIGINT NOT NULL DEFAULT (extract(epoch from now())::bigint)
      );
      CREATE INDEX outbox_by_created ON outbox (created_s);
      CREATE FUNCTION item_changes_to_outbox() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO outbox (kind, item_id, u, payload) VALUES ('item', NEW.item_id, NEW.u, NEW.op);
        RETURN NULL;
      END $$;
      CREATE TRIGGER item_changes_to_outbox AFTER INSERT ON item_changes FOR EACH ROW EXECUTE FUNCTION item_changes_to_outbox();
      CREATE TABLE leases (
        name TEXT PRIMARY KEY,
        holder TEXT NOT NULL,
        expires_ms BIGINT NOT NULL
      );`);
  },
};
