import type { Migration } from '../migration';

/**
 * Addresses of the previous product (config migratedFromCKK1) that now open an item: alias path
 * without its leading slash ("org/1234") -> item id. Written by administrators (act/setLegacyPath).
 */
export const migration: Migration = {
  version: 15,
  name: 'legacy_aliases',
  up(db) {
    db.exec(`
      CREATE TABLE legacy_aliases (
        alias TEXT PRIMARY KEY,
        item_id TEXT NOT NULL
      );
      CREATE INDEX legacy_aliases_by_item ON legacy_aliases (item_id);`);
  },
};
