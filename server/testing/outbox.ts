import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { STORE_FILE } from '../db/openDatabase';
import { PgClient } from '../db/postgres/pgClient';
import type { SqlClient } from '../db/sqlClient';
import { readOutbox, type OutboxMail } from '../mail/mailer';
import { testStoreTarget } from './testStore';

/**
 * The mails a running server (another process, no SMTP_URL) put in its outbox, read from its
 * DATA_DIR (or its PostgreSQL schema, server/testing/testStore.ts) without writing: for end-to-end tests checking what was sent.
 */
export function outboxOf(dataDir: string, recipient?: string): OutboxMail[] {
  const target = testStoreTarget(dataDir);
  const db: SqlClient =
    target.url === null
      ? new BetterSqlite3(join(dataDir, STORE_FILE), { readonly: true, fileMustExist: true })
      : new PgClient(target.url, target.schema === null ? {} : { schema: target.schema });
  try {
    return readOutbox(db, recipient);
  } finally {
    db.close();
  }
}
