import { createHash, randomBytes } from 'node:crypto';
import type { SqlClient } from '../db/sqlClient';

export type OneTimePurpose = 'confirm-email' | 'set-pass';

export const ONE_TIME_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Random single-use tokens for mailed links. Only the SHA-256 is stored, so a copy of the store
 * does not yield usable links; a token expires after one day and is spent by its first use.
 */
export class OneTimeTokens {
  constructor(
    private readonly db: SqlClient,
    private readonly now: () => number = Date.now,
  ) {}

  issue(userId: string, purpose: OneTimePurpose): string {
    const token = randomBytes(32).toString('base64url');
    const nowMs = this.now();
    this.db.prepare('DELETE FROM one_time_tokens WHERE expires < ?').run(nowMs);
    this.db
      .prepare('INSERT INTO one_time_tokens (token_hash, purpose, user_id, expires, created) VALUES (?, ?, ?, ?, ?)')
      .run(digest(token), purpose, userId, nowMs + ONE_TIME_TOKEN_TTL_MS, new Date(nowMs).toISOString());
    return token;
  }

  /** Marks the token used and returns its user id, or null when unknown, expired, spent or of another purpose. */
  consume(token: string, purpose: OneTimePurpose): string | null {
    const nowMs = this.now();
    const spend = this.db.transaction((): string | null => {
      const row: unknown = this.db
        .prepare(
          'SELECT user_id FROM one_time_tokens WHERE token_hash = ? AND purpose = ? AND used IS NULL AND expires > ?',
        )
        .get(digest(token), purpose, nowMs);
      if (typeof row !== 'object' || row === null || !('user_id' in row) || typeof row.user_id !== 'string') return null;
      this.db.prepare('UPDATE one_time_tokens SET used = ? WHERE token_hash = ?').run(nowMs, digest(token));
      return row.user_id;
    });
    return spend();
  }
}
