import type { SqlClient } from './sqlClient';

/**
 * Where a store lives, for code that opens a second connection to the same store from elsewhere
 * (the search index's background build reads it from a worker thread): a SQLite file, or a
 * PostgreSQL database and schema. Undefined for stores no second connection can reach (SQLite in memory).
 */
export type StoreLocation = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema: string | undefined };

/** better-sqlite3 names its file (memory false); PgClient its connection string and schema. */
export function storeLocationOf(db: SqlClient): StoreLocation | undefined {
  const postgres = db as { connectionString?: unknown; options?: { schema?: unknown } };
  if (typeof postgres.connectionString === 'string') {
    const schema = postgres.options?.schema;
    return { kind: 'postgres', url: postgres.connectionString, schema: typeof schema === 'string' ? schema : undefined };
  }
  if (db.memory === false && db.name !== undefined) return { kind: 'sqlite', file: db.name };
  return undefined;
}
