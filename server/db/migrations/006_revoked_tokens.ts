import type { Migration } from '../migration';

/** Token ids ended by sign-out; kept until the token would have expired anyway (exp, unix seconds). */
export const migration: Migration = {
  version: 6,
  name: 'revoked_tokens',
  up(db) {
    db.exec('CREATE TABLE revoked_tokens (jti TEXT PRIMARY KEY, exp INTEGER NOT NULL)');
  },
};
