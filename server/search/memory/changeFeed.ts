import { CommitOrder, runningTransactions } from '../../cluster/commitOrder';
import { dialectOf } from '../../db/dialect';
import type { SqlClient, SqlStatement } from '../../db/sqlClient';

/** One item_changes row: which item changed (the index re-reads its current state). */
export interface ItemChange {
  seq: number;
  item_id: string;
}

/** What the index may apply after its cursor now. */
export interface PendingChanges {
  changes: ItemChange[];
  /** Some earlier sequence value may still commit: changes after it are held back (and SQL should answer). */
  waiting: boolean;
}

/** How long a build on the calling thread waits for the transactions that may hold earlier sequence values (PostgreSQL). */
const SETTLE_LIMIT_MS = 2_000;

/** A build could not start: transactions that may hold earlier change rows are still running (SQL answers meanwhile). */
export class FeedNotSettled extends Error {}

/**
 * The index's change feed: the rows of `item_changes` after a cursor, in sequence order. On SQLite
 * one writer holds the lock from taking a value to its commit, so the sequence is commit order. On
 * PostgreSQL a value is taken at insert: T1 takes 11, T2 takes 12 and commits first; a reader that
 * moved its cursor to 12 would lose 11. The rule of the cluster outbox (server/cluster/README.md,
 * CommitOrder) applies: rows are read with the snapshot's running transactions, and nothing after a
 * missing value is applied until that value's writer can no longer commit. Its precondition holds
 * for item_changes: every writer writes the `items` row before its change row in the same
 * transaction (itemStore, bulkInsert, bulkRows), so it has a transaction id before it takes the value.
 */
export class ChangeFeed {
  private readonly postgres: boolean;
  private readonly order = new CommitOrder();
  private readonly page: SqlStatement<[number], ItemChange & { snap?: string }>;
  private readonly newest: SqlStatement<[], { seq: number | null; snap?: string }>;
  private readonly stillRunning: SqlStatement<[string], number> | undefined;

  constructor(private readonly db: SqlClient) {
    this.postgres = dialectOf(db).name === 'postgres';
    // pg_current_snapshot() is the statement's own snapshot: the one the rows were read in.
    const snap = this.postgres ? ', pg_current_snapshot()::text AS snap' : '';
    this.page = db.prepare<[number], ItemChange & { snap?: string }>(`SELECT seq, item_id${snap} FROM item_changes WHERE seq > ? ORDER BY seq`);
    this.newest = db.prepare<[], { seq: number | null; snap?: string }>(`SELECT (SELECT MAX(seq) FROM item_changes) AS seq${snap}`);
    this.stillRunning = this.postgres
      ? db.prepare<[string], number>("SELECT COUNT(*) FROM unnest(string_to_array(?, ',')::xid8[]) AS x WHERE pg_xact_status(x) = 'in progress'").pluck()
      : undefined;
  }

  /** The changes after `cursor` that may be applied now, in order. */
  after(cursor: number): PendingChanges {
    const found = this.page.all(cursor);
    if (!this.postgres) return { changes: found, waiting: false };
    const rows = found.map(({ seq, item_id }) => ({ seq, item_id }));
    const running = found[0]?.snap === undefined ? new Set<string>() : runningTransactions(found[0].snap);
    const ordered = this.order.next(cursor, { rows, running });
    return { changes: ordered.rows, waiting: ordered.waiting };
  }

  /**
   * The cursor a build from the tables starts at: every change at or below it has committed (or never
   * will) before the build reads. On SQLite the newest row. On PostgreSQL the newest row visible
   * now, once every transaction running now has ended: a value below it was taken before now, by a
   * writer that had committed, or was running now (it holds a transaction id, see above), or rolled
   * back. Rows above the cursor that the build already saw are applied again by the next catch-up,
   * which re-reads the item's current state: applying a change twice is harmless, missing one is not.
   */
  buildCursor(): number {
    const { seq, snap } = this.newest.get() ?? { seq: null };
    const running = snap === undefined ? [] : [...runningTransactions(snap)];
    if (this.stillRunning && running.length > 0) {
      const list = running.join(',');
      const started = performance.now();
      while ((this.stillRunning.get(list) ?? 0) > 0) {
        if (performance.now() - started > SETTLE_LIMIT_MS) throw new FeedNotSettled('transactions that may hold earlier change rows are still running');
        this.db.prepare('SELECT pg_sleep(0.005)').get();
      }
    }
    return seq ?? 0;
  }
}
