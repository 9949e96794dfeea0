import type { Migration } from '../migration';

/**
 * Items, per-type index counters and the change log behind the timeline. seq is a stable rowid
 * (VACUUM may renumber implicit rowids) that the full-text table uses as its rowid.
 */
export const migration: Migration = {
  version: 10,
  name: 'items',
  up(db) {
    db.exec(`
      CREATE TABLE items (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        type TEXT NOT NULL,
        idx INTEGER NOT NULL,
        u INTEGER NOT NULL,
        created_ts TEXT NOT NULL,
        created_by TEXT NOT NULL,
        owner TEXT,
        access TEXT NOT NULL CHECK (access IN ('PUBLIC', 'COMMUNITY', 'PROTECTED', 'PRIVATE')),
        data TEXT NOT NULL,
        UNIQUE (type, idx)
      );
      CREATE INDEX items_by_type_created ON items (type, created_ts);
      CREATE INDEX items_by_created ON items (created_ts);
      CREATE INDEX items_by_creator ON items (created_by);
      CREATE INDEX items_by_owner ON items (owner);

      CREATE TABLE type_counters (type TEXT PRIMARY KEY, last_idx INTEGER NOT NULL);

      CREATE TABLE item_changes (
        seq INTEGER PRIMARY KEY,
        item_id TEXT NOT NULL,
        u INTEGER NOT NULL,
        ts TEXT NOT NULL,
        actor TEXT NOT NULL,
        op TEXT NOT NULL CHECK (op IN ('create', 'update', 'delete')),
        changes TEXT NOT NULL
      );
      CREATE INDEX item_changes_by_item ON item_changes (item_id, seq);`);
  },
};
