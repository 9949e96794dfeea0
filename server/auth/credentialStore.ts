import type { SqlClient } from '../db/sqlClient';

export interface Credential {
  userId: string;
  email: string;
  passwordHash: string | null;
  emailConfirmed: boolean;
  /** Tokens issued before this (unix seconds) are refused. */
  tokensAfter: number;
}

interface CredentialRow {
  user_id: string;
  email: string;
  password_hash: string | null;
  email_confirmed: number;
  tokens_after: number;
}

function isRow(value: unknown): value is CredentialRow {
  return typeof value === 'object' && value !== null && 'user_id' in value && 'email' in value;
}

function toCredential(row: unknown): Credential | null {
  if (!isRow(row)) return null;
  return {
    userId: row.user_id,
    email: row.email,
    passwordHash: row.password_hash,
    emailConfirmed: row.email_confirmed === 1,
    tokensAfter: row.tokens_after,
  };
}

/** E-mails are compared trimmed and lower-cased everywhere. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Sign-in credentials per User item, in the credentials table (migration 002). */
export class CredentialStore {
  constructor(
    private readonly db: SqlClient,
    private readonly now: () => number = Date.now,
  ) {}

  byEmail(email: string): Credential | null {
    return toCredential(this.db.prepare('SELECT * FROM credentials WHERE email = ?').get(normalizeEmail(email)));
  }

  byUser(userId: string): Credential | null {
    return toCredential(this.db.prepare('SELECT * FROM credentials WHERE user_id = ?').get(userId));
  }

  count(): number {
    const row: unknown = this.db.prepare('SELECT count(*) AS n FROM credentials').get();
    return typeof row === 'object' && row !== null && 'n' in row && typeof row.n === 'number' ? row.n : 0;
  }

  create(input: { userId: string; email: string; passwordHash: string | null; emailConfirmed: boolean }): Credential {
    const stamp = new Date(this.now()).toISOString();
    this.db
      .prepare(
        `INSERT INTO credentials (user_id, email, password_hash, email_confirmed, created, updated)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(input.userId, normalizeEmail(input.email), input.passwordHash, input.emailConfirmed ? 1 : 0, stamp, stamp);
    const created = this.byUser(input.userId);
    if (!created) throw new Error(`credential for ${input.userId} vanished after insert`);
    return created;
  }

  /** A new password ends every token issued before now (other browsers, stolen tokens). */
  setPassword(userId: string, passwordHash: string): void {
    this.db
      .prepare('UPDATE credentials SET password_hash = ?, tokens_after = ?, updated = ? WHERE user_id = ?')
      .run(passwordHash, Math.floor(this.now() / 1000), new Date(this.now()).toISOString(), userId);
  }

  confirmEmail(userId: string): void {
    this.db
      .prepare('UPDATE credentials SET email_confirmed = 1, updated = ? WHERE user_id = ?')
      .run(new Date(this.now()).toISOString(), userId);
  }

  /**
   * Keeps the sign-in address in step when a User item's e-mail changes (the write was already
   * permitted by the item operations). Returns false when another account holds the address.
   */
  changeEmail(userId: string, email: string): boolean {
    const holder = this.byEmail(email);
    if (holder && holder.userId !== userId) return false;
    this.db
      .prepare('UPDATE credentials SET email = ?, updated = ? WHERE user_id = ?')
      .run(normalizeEmail(email), new Date(this.now()).toISOString(), userId);
    return true;
  }
}
