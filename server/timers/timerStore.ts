import type { SqlClient, SqlStatement } from '../db/sqlClient';

export interface TimerRow {
  kind: string;
  key: string;
  due_ms: number;
  payload: string | null;
  attempts: number;
}

/** The SQL of the timers table (migration 017): every statement reads through the due index or the key. */
export class TimerStore {
  private readonly upsert: SqlStatement<{ kind: string; key: string; due: number; payload: string | null }>;
  private readonly remove: SqlStatement<[string, string]>;
  private readonly one: SqlStatement<[string, string], TimerRow>;
  private readonly due: SqlStatement<{ now: number; kind: string; limit: number }, TimerRow>;
  private readonly next: SqlStatement<[string], { due_ms: number | null }>;
  private readonly retry: SqlStatement<{ kind: string; key: string; due: number; retry: number }>;
  private readonly count: SqlStatement<[], { n: number }>;

  constructor(readonly db: SqlClient) {
    this.upsert = db.prepare(
      `INSERT INTO timers (kind, key, due_ms, payload, attempts) VALUES (@kind, @key, @due, @payload, 0)
       ON CONFLICT (kind, key) DO UPDATE SET due_ms = excluded.due_ms, payload = excluded.payload, attempts = 0`,
    );
    this.remove = db.prepare('DELETE FROM timers WHERE kind = ? AND key = ?');
    this.one = db.prepare('SELECT kind, key, due_ms, payload, attempts FROM timers WHERE kind = ? AND key = ?');
    // Per handled kind through the (kind, due_ms) index: timers of a removed plugin wait without
    // blocking the others, and a scan reads only due rows.
    this.due = db.prepare('SELECT kind, key, due_ms, payload, attempts FROM timers WHERE kind = @kind AND due_ms <= @now ORDER BY due_ms LIMIT @limit');
    this.next = db.prepare('SELECT MIN(due_ms) AS due_ms FROM timers WHERE kind = ?');
    this.retry = db.prepare('UPDATE timers SET attempts = attempts + 1, due_ms = @retry WHERE kind = @kind AND key = @key AND due_ms = @due');
    this.count = db.prepare('SELECT COUNT(*) AS n FROM timers');
  }

  set(kind: string, key: string, due: number, payload: unknown): void {
    this.upsert.run({ kind, key, due, payload: payload === undefined ? null : JSON.stringify(payload) });
  }

  delete(kind: string, key: string): boolean {
    return this.remove.run(kind, key).changes > 0;
  }

  get(kind: string, key: string): TimerRow | undefined {
    return this.one.get(kind, key);
  }

  dueNow(now: number, kind: string, limit: number): TimerRow[] {
    return this.due.all({ now, kind, limit });
  }

  nextDue(kinds: readonly string[]): number | null {
    const dues = kinds.map((kind) => this.next.get(kind)?.due_ms ?? null).filter((due): due is number => due !== null);
    return dues.length === 0 ? null : Math.min(...dues);
  }

  /** Moves a failed timer to its retry time, unless it was moved or removed meanwhile. */
  postpone(row: TimerRow, retry: number): void {
    this.retry.run({ kind: row.kind, key: row.key, due: row.due_ms, retry });
  }

  size(): number {
    return this.count.get()?.n ?? 0;
  }
}
