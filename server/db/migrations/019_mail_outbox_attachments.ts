import type { Migration } from '../migration';

/** Files sent with an outbox mail (response letters as PDF): JSON [{ fileName, contentType, path }]. */
export const migration: Migration = {
  version: 19,
  name: 'mail_outbox_attachments',
  up(db) {
    db.exec(`ALTER TABLE mail_outbox ADD COLUMN attachments TEXT NOT NULL DEFAULT '[]'`);
  },
};
