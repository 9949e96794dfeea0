import type { SqlClient } from '../db/sqlClient';

export type AttemptKind = 'account' | 'address' | 'mail';

export interface RateLimits {
  windowMs: number;
  perAccount: number;
  perAddress: number;
  /** Reset / confirmation mails per account within the window (beyond it, requests are silently skipped). */
  mailsPerAccount: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  windowMs: 15 * 60 * 1000,
  perAccount: 5,
  perAddress: 20,
  mailsPerAccount: 3,
};

/** Counts failures in the login_attempts table (migration 003) so limits hold across restarts. */
export class RateLimiter {
  constructor(
    private readonly db: SqlClient,
    readonly limits: RateLimits = DEFAULT_RATE_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  count(kind: AttemptKind, key: string): number {
    const row: unknown = this.db
      .prepare('SELECT count(*) AS n FROM login_attempts WHERE kind = ? AND key = ? AND at > ?')
      .get(kind, key, this.now() - this.limits.windowMs);
    return typeof row === 'object' && row !== null && 'n' in row && typeof row.n === 'number' ? row.n : 0;
  }

  record(kind: AttemptKind, key: string): void {
    const nowMs = this.now();
    this.db.prepare('DELETE FROM login_attempts WHERE at <= ?').run(nowMs - this.limits.windowMs);
    this.db.prepare('INSERT INTO login_attempts (kind, key, at) VALUES (?, ?, ?)').run(kind, key, nowMs);
  }

  clear(kind: AttemptKind, key: string): void {
    this.db.prepare('DELETE FROM login_attempts WHERE kind = ? AND key = ?').run(kind, key);
  }

  signInBlocked(account: string, address: string): boolean {
    return (
      this.count('account', account) >= this.limits.perAccount || this.count('address', address) >= this.limits.perAddress
    );
  }

  recordFailure(account: string, address: string): void {
    this.record('account', account);
    this.record('address', address);
  }
}
