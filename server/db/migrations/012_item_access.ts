import type { Migration } from '../migration';

/**
 * Who an item names for access (owner and participant organizations, persons, the self user), kept
 * beside the item so the read predicate is one indexed EXISTS in SQL; and explicit grants.
 */
export const migration: Migration = {
  version: 12,
  name: 'item_access',
  up(db) {
    db.exec(`
      CREATE TABLE item_access (
        item_id TEXT NOT NULL REFERENCES items (id) ON DELETE CASCADE,
        principal TEXT NOT NULL,
        role TEXT NOT NULL CHECK (role IN ('owner', 'participant', 'person', 'self')),
        PRIMARY KEY (item_id, principal, role)
      ) WITHOUT ROWID;
      CREATE INDEX item_access_by_principal ON item_access (principal, item_id);

      CREATE TABLE grants (
        item_id TEXT NOT NULL REFERENCES items (id) ON DELETE CASCADE,
        grantee TEXT NOT NULL,
        action TEXT NOT NULL,
        granted_by TEXT NOT NULL,
        ts TEXT NOT NULL,
        PRIMARY KEY (item_id, grantee, action)
      ) WITHOUT ROWID;
      CREATE INDEX grants_by_grantee ON grants (grantee, item_id);`);
  },
};
