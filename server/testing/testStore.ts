import { createHash } from 'node:crypto';
import { resolve } from 'node:path';

/** Where a test's store lives: PostgreSQL when TEST_DATABASE_URL is set, else DATA_DIR/store.sqlite. */
export interface TestStoreTarget {
  url: string | null;
  schema: string | null;
}

/**
 * With TEST_DATABASE_URL=postgres://… every test store is a schema of that database named after
 * the test's data directory: fresh for a fresh directory, the same again when a test restarts a
 * server over its directory (as reopening store.sqlite would). Without it: SQLite, unchanged.
 */
export function testStoreTarget(dataDir: string): TestStoreTarget {
  const url = process.env.TEST_DATABASE_URL?.trim();
  if (!url) return { url: null, schema: null };
  const digest = createHash('sha256').update(resolve(dataDir)).digest('hex').slice(0, 20);
  return { url, schema: `test_${digest}` };
}

/** The same as ServerConfig overrides (databaseUrl, databaseSchema). */
export function testStoreConfig(dataDir: string): { databaseUrl: string | null; databaseSchema: string | null } {
  const target = testStoreTarget(dataDir);
  return { databaseUrl: target.url, databaseSchema: target.schema };
}

/** Whether test stores are on PostgreSQL: tests about SQLite itself (query plans, pragmas) skip then. */
export function testStoreIsPostgres(): boolean {
  return testStoreTarget('.').url !== null;
}
