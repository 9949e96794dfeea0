import { createHash } from 'node:crypto';
import { resolve } from 'node:path';

/**
 * With TEST_DATABASE_URL the server keeps its store on PostgreSQL, in a fresh schema named after
 * this run's data directory; else in DATA_DIR on SQLite. The name is the one every server test
 * store gets (server/testing/testStore.ts, which the app's folder may not import outside tests):
 * the tests' readers of a running server's store (outboxOf, the mails it sent) find it by the
 * data directory alone, as they find store.sqlite there. storeEnvironment.test.ts holds them equal.
 */
export function storeEnvironment(dataDir: string): Record<string, string> {
  const url = process.env.TEST_DATABASE_URL?.trim();
  if (!url) return {};
  return { DATABASE_URL: url, DATABASE_SCHEMA: `test_${createHash('sha256').update(resolve(dataDir)).digest('hex').slice(0, 20)}` };
}
