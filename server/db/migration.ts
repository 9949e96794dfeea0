import type { SqlClient } from './sqlClient';

/**
 * One versioned change of the store's schema. Files live in server/db/migrations/NNN_name.ts and are
 * applied in version order inside a transaction; a store whose version is newer than the highest
 * known migration is refused at start.
 */
export interface Migration {
  version: number;
  name: string;
  up(db: SqlClient): void;
  /**
   * The PostgreSQL variant, for the migrations whose SQL cannot be translated (an FTS5 table);
   * without it `up` runs there, its DDL translated (server/db/postgres/sqliteCompat.ts).
   */
  postgres?(db: SqlClient): void;
}
