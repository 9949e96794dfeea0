import type { Migration } from '../migration';

/**
 * PostgreSQL only: what a node needs to read the outbox in order while several transactions write it
 * at once (server/cluster/README.md, "Gaps in the sequence"). SQLite has one writer at a time, so its
 * sequence is already the commit order and nothing changes there.
 *
 * - A BEFORE trigger takes the sequence value itself, after making sure the writing transaction has
 *   a transaction id (`pg_current_xact_id()`). So a transaction that holds a sequence value not yet
 *   visible is always listed as running in any later snapshot: a reader can tell "may still commit"
 *   from "rolled back" without a timeout.
 * - A statement-level AFTER trigger sends one NOTIFY per statement carrying the statement's highest
 *   sequence; PostgreSQL delivers it at commit (never for a rollback). The channel is named after the
 *   table's schema, so stores in several schemas of one database (tests) do not hear each other.
 */
export const migration: Migration = {
  version: 32,
  name: 'outbox_commit_order',
  up() {
    // SQLite: nothing to do (one writer at a time; a rolled-back AUTOINCREMENT value is reused).
  },
  postgres(db) {
    db.exec(`
      ALTER TABLE outbox ALTER COLUMN seq DROP DEFAULT;
      CREATE FUNCTION outbox_take_seq() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_current_xact_id();
        NEW.seq := nextval(pg_get_serial_sequence(quote_ident(TG_TABLE_SCHEMA) || '.outbox', 'seq'));
        RETURN NEW;
      END $$;
      CREATE TRIGGER outbox_take_seq BEFORE INSERT ON outbox FOR EACH ROW EXECUTE FUNCTION outbox_take_seq();
      CREATE FUNCTION outbox_announce() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE newest BIGINT;
      BEGIN
        SELECT max(seq) INTO newest FROM inserted;
        IF newest IS NOT NULL THEN
          PERFORM pg_notify('vgn_outbox_' || md5(TG_TABLE_SCHEMA), newest::text);
        END IF;
        RETURN NULL;
      END $$;
      CREATE TRIGGER outbox_announce AFTER INSERT ON outbox REFERENCING NEW TABLE AS inserted
        FOR EACH STATEMENT EXECUTE FUNCTION outbox_announce();`);
  },
};
