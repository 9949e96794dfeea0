import type { SqlClient } from './sqlClient';
import { dialectOf } from './dialect';
import type { Migration } from './migration';

/** Raised when the data directory was written by a newer build; the server must not touch it. */
export class StoreTooNewError extends Error {
  constructor(
    readonly storeVersion: number,
    readonly knownVersion: number,
  ) {
    super(
      `The data directory was written by a newer version (store version ${storeVersion}, this build knows ${knownVersion}). Upgrade the server.`,
    );
    this.name = 'StoreTooNewError';
  }
}

/** Two helpers append to one list; a duplicate or unordered number is a programming error caught at start. */
function checkOrder(migrations: readonly Migration[]): void {
  migrations.forEach((migration, index) => {
    if (!Number.isInteger(migration.version) || migration.version < 1) {
      throw new Error(`Migration "${migration.name}" has an invalid version ${migration.version}`);
    }
    const previous = migrations[index - 1];
    if (previous && previous.version >= migration.version) {
      throw new Error(
        `Migrations out of order: ${previous.version} (${previous.name}) before ${migration.version} (${migration.name})`,
      );
    }
  });
}

export function storeVersion(db: SqlClient): number {
  db.exec('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)');
  const row: unknown = db.prepare('SELECT version FROM schema_version').get();
  if (row === undefined) {
    db.prepare('INSERT INTO schema_version (version) VALUES (0)').run();
    return 0;
  }
  return typeof row === 'object' && row !== null && 'version' in row && typeof row.version === 'number'
    ? row.version
    : 0;
}

/**
 * Brings the store up to the newest known migration, each migration in its own transaction together
 * with the version bump, so a crash leaves the store at a consistent version. Returns the version applied.
 */
export function applyMigrations(db: SqlClient, migrations: readonly Migration[]): number {
  checkOrder(migrations);
  const known = migrations.at(-1)?.version ?? 0;
  const current = storeVersion(db);
  if (current > known) throw new StoreTooNewError(current, known);
  const postgres = dialectOf(db).name === 'postgres';
  const setVersion = db.prepare('UPDATE schema_version SET version = ?');
  for (const migration of migrations) {
    if (migration.version <= current) continue;
    db.transaction(() => {
      if (postgres && migration.postgres) migration.postgres(db);
      else migration.up(db);
      setVersion.run(migration.version);
    })();
  }
  return Math.max(current, known);
}
