import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { STORE_FILE } from '../db/openDatabase';
import { readOutbox, type OutboxMail } from '../mail/mailer';

/**
 * The mails a running server (another process, no SMTP_URL) put in its outbox, read from its
 * DATA_DIR without writing: for end-to-end tests checking what was sent.
 */
export function outboxOf(dataDir: string, recipient?: string): OutboxMail[] {
  const db = new BetterSqlite3(join(dataDir, STORE_FILE), { readonly: true, fileMustExist: true });
  try {
    return readOutbox(db, recipient);
  } finally {
    db.close();
  }
}
