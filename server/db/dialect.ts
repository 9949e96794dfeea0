import type { SqlClient } from './sqlClient';

/**
 * Which SQL the store speaks, for the few places that cannot share one text: migrations with a
 * PostgreSQL variant (Migration.postgres), SQLite-only checks (query plans, pragmas) and tests.
 * Everything else is written once in SQLite's SQL and translated by server/db/postgres/sqliteCompat.ts.
 */
export interface SqlDialect {
  readonly name: 'sqlite' | 'postgres';
}

export const sqliteDialect: SqlDialect = { name: 'sqlite' };
export const postgresDialect: SqlDialect = { name: 'postgres' };

/** A client that names its dialect (PgClient) speaks it; better-sqlite3's Database is SQLite. */
export function dialectOf(db: SqlClient): SqlDialect {
  const named: unknown = (db as { dialect?: unknown }).dialect;
  return named === postgresDialect ? postgresDialect : sqliteDialect;
}
