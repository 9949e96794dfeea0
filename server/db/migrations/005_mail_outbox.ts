import type { Migration } from '../migration';

/** Mails written when no SMTP_URL is configured, so the flows work (and are testable) on a fresh machine. */
export const migration: Migration = {
  version: 5,
  name: 'mail_outbox',
  up(db) {
    db.exec(`
      CREATE TABLE mail_outbox (
        id INTEGER PRIMARY KEY,
        recipient TEXT NOT NULL,
        subject TEXT NOT NULL,
        body TEXT NOT NULL,
        created TEXT NOT NULL
      )`);
  },
};
