import { applyMigrations } from '../migrate';
import type { Migration } from '../migration';
import type { SqlClient } from '../sqlClient';
import { createCompatFunctions } from './compatFunctions';
import { PgClient } from './pgClient';

/** Session-level lock id taken while migrating, so nodes starting together migrate one at a time. */
const MIGRATION_LOCK = 7_177_001;

/**
 * Connects to PostgreSQL (synchronous_commit on), creates the SQLite-compatible functions and applies
 * every migration. Several nodes may start at once: the advisory lock makes the second wait and then
 * find the store already at the newest version.
 */
export function openPostgres(url: string, schema: string | null, migrations: readonly Migration[]): SqlClient {
  const db = new PgClient(url, schema === null ? {} : { schema });
  try {
    db.exec(`SELECT pg_advisory_lock(${MIGRATION_LOCK})`);
    try {
      createCompatFunctions(db);
      applyMigrations(db, migrations);
    } finally {
      db.exec(`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`);
    }
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
