import { applyMigrations } from '../migrate';
import type { Migration } from '../migration';
import type { SqlClient } from '../sqlClient';
import { createCompatFunctions } from './compatFunctions';
import { PgClient } from './pgClient';

/**
 * Session-level locks, so nodes starting together set up one at a time. The compatibility
 * functions take the database-wide one (they create the unaccent extension, which is per database);
 * migrations take one per schema, so stores in different schemas of one database (every test store
 * is one) migrate side by side instead of queueing behind one another.
 */
const DATABASE_LOCK = '7177001';
const SCHEMA_LOCK = '7177001, hashtext(current_schema())';

/** Runs work holding the advisory lock named by keys (released even when the work throws). */
function locked(db: SqlClient, keys: string, work: () => void): void {
  db.exec(`SELECT pg_advisory_lock(${keys})`);
  try {
    work();
  } finally {
    db.exec(`SELECT pg_advisory_unlock(${keys})`);
  }
}

/**
 * Connects to PostgreSQL (synchronous_commit on), creates the SQLite-compatible functions and applies
 * every migration. Several nodes may start at once: the advisory locks make the second wait and then
 * find the store already at the newest version.
 */
export function openPostgres(url: string, schema: string | null, migrations: readonly Migration[]): SqlClient {
  const db = new PgClient(url, schema === null ? {} : { schema });
  try {
    locked(db, DATABASE_LOCK, () => createCompatFunctions(db));
    locked(db, SCHEMA_LOCK, () => applyMigrations(db, migrations));
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
