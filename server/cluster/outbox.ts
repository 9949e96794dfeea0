import { dialectOf } from '../db/dialect';
import type { SqlClient, SqlStatement } from '../db/sqlClient';
import { runningTransactions } from './commitOrder';

/** What an outbox row asks every other node to do (server/realtime/README.md, "Across nodes"). */
export type OutboxKind = 'item' | 'itemGone' | 'pushToUser' | 'broadcast' | 'signOut' | 'refreshUser' | 'command';

export interface OutboxRow {
  seq: number;
  kind: OutboxKind;
  /** The node that wrote it; null for item rows (the item_changes trigger writes them). */
  origin: string | null;
  item_id: string | null;
  u: number | null;
  payload: string | null;
}

/** Rows after a sequence, with what was still running when they were read (see CommitOrder). */
export interface OutboxPage {
  rows: OutboxRow[];
  /**
   * PostgreSQL: the ids of the transactions running in the snapshot the rows were read in (one of
   * them may hold a sequence value missing from `rows`). SQLite: null, its sequence is commit order.
   */
  running: ReadonlySet<string> | null;
}

interface PageRow extends OutboxRow {
  snap?: string;
}

/** How long rows stay: a node that stopped longer than this starts again from the newest row. */
export const OUTBOX_KEEP_SECONDS = 3600;

/**
 * The durable, ordered outbox in the store (migration 030). Item rows are written by a trigger in
 * the write's own transaction; the rest by `record`, inside whatever transaction is open (better-
 * sqlite3: one connection, so an open transaction takes the row with it and a rollback drops it).
 */
export class Outbox {
  private readonly insert: SqlStatement;
  private readonly newest: SqlStatement<[], number | null>;
  private readonly page: SqlStatement<[number, number], PageRow>;
  private readonly postgres: boolean;
  private readonly oldest: SqlStatement<[], number | null>;
  private readonly pruneRows: SqlStatement<[number]>;

  constructor(
    db: SqlClient,
    private readonly origin: string,
  ) {
    this.insert = db.prepare('INSERT INTO outbox (kind, origin, item_id, payload) VALUES (?, ?, ?, ?)');
    this.newest = db.prepare<[], number | null>('SELECT MAX(seq) FROM outbox').pluck();
    this.oldest = db.prepare<[], number | null>('SELECT MIN(seq) FROM outbox').pluck();
    this.postgres = dialectOf(db).name === 'postgres';
    // pg_current_snapshot() is the statement's own snapshot: the one the rows were read in.
    const snapshot = this.postgres ? ', pg_current_snapshot()::text AS snap' : '';
    this.page = db.prepare<[number, number], PageRow>(`SELECT seq, kind, origin, item_id, u, payload${snapshot} FROM outbox WHERE seq > ? ORDER BY seq LIMIT ?`);
    this.pruneRows = db.prepare<[number]>('DELETE FROM outbox WHERE created_s < unixepoch() - ?');
  }

  record(kind: Exclude<OutboxKind, 'item'>, payload: unknown, itemId: string | null = null): void {
    this.insert.run(kind, this.origin, itemId, JSON.stringify(payload));
  }

  /** The newest sequence (0 when empty): one primary-key lookup. */
  lastSeq(): number {
    return this.newest.get() ?? 0;
  }

  firstSeq(): number {
    return this.oldest.get() ?? 0;
  }

  after(seq: number, limit: number): OutboxPage {
    const found = this.page.all(seq, limit);
    if (!this.postgres) return { rows: found, running: null };
    const rows = found.map(({ snap: _snap, ...row }) => row);
    // No row, no gap to judge: nothing is needed from the snapshot.
    return { rows, running: found[0]?.snap === undefined ? new Set() : runningTransactions(found[0].snap) };
  }

  /** Removes rows older than keepSeconds; answers how many. */
  prune(keepSeconds = OUTBOX_KEEP_SECONDS): number {
    return this.pruneRows.run(keepSeconds).changes;
  }
}
