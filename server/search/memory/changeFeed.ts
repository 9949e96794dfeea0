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

/** The transactions writing item_changes now (PostgreSQL): their virtual ids, comma separated. */
export const CHANGE_WRITERS_SQL = "SELECT string_agg(DISTINCT virtualtransaction, ',') FROM pg_locks WHERE relation = 'item_changes'::regclass AND granted AND pid <> pg_backend_pid()";

/** How many of those (a comma-separated list of virtual ids, the one parameter) still run. */
const writersRunning = (parameter: string): string => `SELECT COUNT(*) FROM pg_locks WHERE locktype = 'virtualxid' AND virtualxid = ANY(string_to_array(${parameter}, ','))`;

/** The store's SqlClient takes SQLite's `?` (PgClient translates it). */
export const WRITERS_RUNNING_SQL = writersRunning('?');

/** The `pg` driver (the background build's worker) takes PostgreSQL's own `$1`. */
export const WRITERS_RUNNING_PG_SQL = writersRunning('$1');

/** How long a build on the calling thread waits for the transactions that may hold earlier sequence values (PostgreSQL). */
const SETTLE_LIMIT_MS = 2_000;

/** A build could not start: transactions that may hold earlier change rows are still running (SQL answers meanwhile). */
export class FeedNotSettled extends Error {}

/**
 * The index's change feed: the rows of `item_changes` after a cursor, in sequence order. On SQLite
 * one writer holds the lock from taking a value to its commit, so the sequence is commit order. On
 * PostgreSQL a value is taken at insert: T1 takes 11, T2 takes 12 and commits first; a reader that
 * moved its cursor to 12 would lose 11. The gap rule of the cluster outbox (CommitOrder,
 * server/cluster/README.md) in another form: nothing after a missing value is applied until the
 * transactions that could still commit it have ended. Those are the transactions that were writing item_changes when
 * the gap was seen: an INSERT holds the table's lock from before it takes its value until its
 * transaction ends, so the writers are read from pg_locks (by virtual transaction id) instead of the
 * snapshot's running transactions — an unrelated long transaction of the cluster (a bulk load into
 * another schema) does not hold the index back.
 */
export class ChangeFeed {
  private readonly postgres: boolean;
  /** A missing value seen below `below`, and the transactions writing item_changes after that read. */
  private sighting: { below: number; writers: string } | undefined;
  private readonly page: SqlStatement<[number], ItemChange>;
  private readonly writers: SqlStatement<[], string | null> | undefined;
  private readonly newest: SqlStatement<[], { seq: number | null; writers?: string | null }>;
  private readonly stillRunning: SqlStatement<[string], number> | undefined;

  constructor(private readonly db: SqlClient) {
    this.postgres = dialectOf(db).name === 'postgres';
    this.page = db.prepare<[number], ItemChange>('SELECT seq, item_id FROM item_changes WHERE seq > ? ORDER BY seq');
    // The transactions writing item_changes now: an INSERT locks the table before it takes its value
    // and keeps the lock until its transaction ends (PostgreSQL; pg_locks is read live, so after the
    // snapshot of any earlier statement).
    const writers = CHANGE_WRITERS_SQL;
    this.writers = this.postgres ? db.prepare<[], string | null>(writers).pluck() : undefined;
    this.newest = db.prepare<[], { seq: number | null; writers?: string | null }>(`SELECT (SELECT MAX(seq) FROM item_changes) AS seq${this.postgres ? `, (${writers}) AS writers` : ''}`);
    // A transaction holds the lock on its own virtual id while it runs.
    this.stillRunning = this.postgres
      ? db.prepare<[string], number>(WRITERS_RUNNING_SQL).pluck()
      : undefined;
  }

  /**
   * The changes after `cursor` that may be applied now, in order. A missing value below a visible
   * row was taken before that row's, so before the read; its writer had ended by then or was among
   * the writers read right after. Once all of those have ended, a read still missing the value
   * proves it will never commit (rolled back), and it is skipped. Until then nothing after it is
   * applied. No timeout: a gap lasts as long as the transactions that might fill it.
   */
  after(cursor: number): PendingChanges {
    const writers = this.writers;
    if (writers === undefined) return { changes: this.page.all(cursor), waiting: false };
    if (this.sighting !== undefined && cursor + 1 >= this.sighting.below) this.sighting = undefined;
    // Checked before the rows are read: "ended" then holds for the snapshot they are read in.
    const settled = this.sighting !== undefined && (this.sighting.writers === '' || (this.stillRunning?.get(this.sighting.writers) ?? 0) === 0);
    const rows = this.page.all(cursor);
    const changes: ItemChange[] = [];
    let expected = cursor + 1;
    for (const row of rows) {
      if (row.seq > expected && !(settled && this.sighting !== undefined && expected < this.sighting.below)) {
        if (this.sighting === undefined || expected >= this.sighting.below) this.sighting = { below: rows.at(-1)?.seq ?? row.seq, writers: writers.get() ?? '' };
        return { changes, waiting: true };
      }
      changes.push(row);
      expected = row.seq + 1;
    }
    return { changes, waiting: false };
  }

  /**
   * The cursor a build from the tables starts at: every change at or below it has committed (or never
   * will) before the build reads. On SQLite the newest row. On PostgreSQL the newest row visible
   * now, once the transactions writing item_changes now have ended: a value below it was taken before
   * now, by a writer that has committed, or is still writing (listed), or rolled back. Only this
   * store's writers count (not every transaction of the cluster: a long COPY into another schema
   * does not hold the build). Rows above the cursor that the build already saw are applied again by
   * the next catch-up, which re-reads the item's current state: applying a change twice is harmless,
   * missing one is not.
   */
  buildCursor(): number {
    const { seq, writers } = this.newest.get() ?? { seq: null };
    if (this.stillRunning && writers) {
      const started = performance.now();
      while ((this.stillRunning.get(writers) ?? 0) > 0) {
        if (performance.now() - started > SETTLE_LIMIT_MS) throw new FeedNotSettled('transactions writing change rows are still running');
        this.db.prepare('SELECT pg_sleep(0.005)').get();
      }
    }
    return seq ?? 0;
  }
}
