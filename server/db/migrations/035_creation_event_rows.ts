import type { Migration } from '../migration';

/**
 * Which creations' Events are answered from their change rows instead of stored (server/items/
 * README.md, "Creation Events of deferred batches announced from the change row"): runs of
 * `item_changes.seq`, first to last inclusive, written by the Event recorder in the transaction that
 * announces those Events (a deferred createMany's slice: one run, its rows being consecutive). A
 * creation row outside every run has a stored Event (or none), so reads and searches of creation
 * Events by change row list each Event once.
 */
export const migration: Migration = {
  version: 35,
  name: 'creation_event_rows',
  up(db) {
    db.exec(`
      CREATE TABLE creation_event_rows (
        first_seq INTEGER PRIMARY KEY,
        last_seq INTEGER NOT NULL
      );`);
  },
  postgres(db) {
    db.exec(`
      CREATE TABLE creation_event_rows (
        first_seq BIGINT PRIMARY KEY,
        last_seq BIGINT NOT NULL
      );`);
  },
};
