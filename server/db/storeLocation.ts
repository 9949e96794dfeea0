import type { SqlClient } from './sqlClient';

/**
 * Where a store lives, for code that opens a second connection to the same store from elsewhere
 * (the search index's background build reads it from a worker thread): a SQLite file, or a
 * PostgreSQL database and schema. Undefined for stores no second connection can reach (SQLite in memory).
 */
export type StoreLocation = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema: string | undefined };

/** The store's own answer (PgClient), else better-sqlite3's file when it is not in memory. */
export function storeLocationOf(db: SqlClient): StoreLocation | undefined {
  if (db.storeLocation) return db.storeLocation();
  if (db.memory === false && db.name !== undefined) return { kind: 'sqlite', file: db.name };
  return undefined;
}
