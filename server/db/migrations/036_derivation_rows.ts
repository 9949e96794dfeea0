import type { Migration } from '../migration';

/**
 * A deferred createMany's durable record carries the batch itself (server/items/README.md, "Session
 * 15: the call writes one row"): `rows` is a JSON array with one `[access, created, fields]` entry per
 * item, in index order, and `ts` the call's time (its change rows' `ts`). The deriver writes the
 * `items` and `item_changes` rows from it, with the derived rows, in its slices; `count` is what is
 * left, so the entries still to write are the last `count` of the array. A record without `rows`
 * (written before this migration) had its `items` and `item_changes` rows written by the call.
 */
export const migration: Migration = {
  version: 36,
  name: 'derivation_rows',
  up(db) {
    db.exec('ALTER TABLE item_derivations ADD COLUMN ts TEXT; ALTER TABLE item_derivations ADD COLUMN rows TEXT;');
  },
  postgres(db) {
    db.exec('ALTER TABLE item_derivations ADD COLUMN ts TEXT; ALTER TABLE item_derivations ADD COLUMN rows TEXT;');
  },
};
