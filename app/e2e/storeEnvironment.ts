import { createHash } from 'node:crypto';

/**
 * With TEST_DATABASE_URL the server keeps its store on PostgreSQL, in a fresh schema named after
 * this run's data directory (as every server test store is, server/testing/testStore.ts, which the
 * app's folder may not import); else in DATA_DIR on SQLite.
 */
export function storeEnvironment(dataDir: string): Record<string, string> {
  const url = process.env.TEST_DATABASE_URL?.trim();
  if (!url) return {};
  return { DATABASE_URL: url, DATABASE_SCHEMA: `e2e_${createHash('sha256').update(dataDir).digest('hex').slice(0, 20)}` };
}
