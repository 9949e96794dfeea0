import type { SqlClient } from '../db/sqlClient';

/** Token ids ended by sign-out (migration 006); rows are dropped once the token would have expired. */
export class RevocationList {
  constructor(
    private readonly db: SqlClient,
    private readonly now: () => number = Date.now,
  ) {}

  revoke(jti: string, exp: number): void {
    this.db.prepare('DELETE FROM revoked_tokens WHERE exp < ?').run(Math.floor(this.now() / 1000));
    this.db.prepare('INSERT OR IGNORE INTO revoked_tokens (jti, exp) VALUES (?, ?)').run(jti, exp);
  }

  isRevoked(jti: string): boolean {
    return this.db.prepare('SELECT 1 FROM revoked_tokens WHERE jti = ?').get(jti) !== undefined;
  }
}
