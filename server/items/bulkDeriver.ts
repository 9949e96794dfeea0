import { withLazyCommit } from '../db/lazyCommit';
import type { SqlClient, SqlStatement } from '../db/sqlClient';
import { batchPayload } from './batchPayload';
import type { BulkInsert } from './bulkInsert';
import type { NumberedRow } from './bulkRows';
import { DerivationSlice, type DerivationRow, type DeriverHost } from './derivationSlice';

export type { DeriverHost } from './derivationSlice';

/**
 * Items one slice derives in one transaction (measured, server/items/README.md "Deferred
 * derivation"): smaller slices leave the thread to other calls sooner (a slice of 2,500 CommLogs
 * with their Events takes ~1 s at 100k), but each commit writes the hot index pages to the WAL
 * again: 250 cost ~+50 % CPU per item against one transaction per call, 2,500 ~+10-20 %.
 */
export const DERIVE_SLICE = 2500;

/**
 * After a deferred call was answered, how long the deriver leaves for the caller's next call to
 * arrive before it starts a slice. A back-to-back client sends its next call within a few ms of a
 * reply; measured at 1M, 20 ms counted from the commit let slices of ~0.8 s in between the calls of
 * a stream (the 10,000 ids of a reply are still to be written, compressed and read).
 */
export const CALL_GRACE_MS = 50;

/**
 * The deriver gives way to arriving calls only while fewer items than this wait: a stream of ten
 * full calls is taken at the calls' own speed. Only the writer's search and reads wait for its
 * batches (`settleFor`), so this bounds how long the writer's next search may wait after such a
 * stream (100,000 CommLogs with their Events: ~30 s of slices at 1M, ~300 µs each) and how late other
 * sessions hear of the items.
 */
export const YIELD_BACKLOG = 100_000;

/**
 * Longest the deriver gives way in a row (requests overlapping without end must not starve it; a
 * stream of ten full calls takes ~3 s at 1M).
 */
export const MAX_YIELD_MS = 5_000;

/**
 * Pending items whose rows the deriver keeps from their call (~1 KB of heap each for a CommLog with
 * its parsed fields, measured: ~50 MB in all); the rows of batches beyond are read back from their
 * records at their first slice (parsed and numbered again: 4-8 µs each, against ~300 µs of slice).
 */
export const KEEP_ROWS = 50_000;

/** While requests it gives way to are under way, the deriver looks again this often. */
const HOLD_POLL_MS = 5;

interface PendingRange {
  /** Its record's seq. */
  seq: number;
  /** Who made the batch: their requests and searches write it first (read your writes). */
  actor: string;
  /** Whether the record carries the rows (migration 036): the call wrote no `items` rows. */
  carries: boolean;
  type: string;
  first: number;
  /** One past the last index. */
  end: number;
  /** The batch's rows still to write (from `first` on), when this process made it or read its record: no parse. */
  rows?: NumberedRow[];
}

/**
 * Deferred derivation of bulk creations (server/items/README.md, "Deferred derivation" and "Session
 * 15"). A deferred createMany commits only its id reservation and a `record` carrying the batch; the
 * deriver then writes the batch's `items`, `item_changes`, item_values, item_text and item_access
 * rows and announces its creations (so the platform Event recorder writes their Events in the same
 * transaction, and pushes, the notifier and other listeners hear them only now), in slices of
 * DERIVE_SLICE items, each its own transaction (derivationSlice.ts), removing the record with the
 * last slice. Slices run on the main thread between other work (setImmediate): the writes are most
 * of a slice and SQLite has one writer, so a worker connection would wait for the same lock. A
 * batch's writer settles it before its searches and operations (`settleFor`), anyone before a read
 * of one of its items by id (`settleItem`): a check of an in-memory list when nothing is pending.
 */
export class BulkDeriver {
  /** Batches committed and not yet derived, as far as this process knows (the table decides). */
  private pending: PendingRange[];
  private scheduled: (() => void) | undefined;
  private deriving = false;
  /** When the last deferred call committed (performance.now()). */
  private lastCallAt = Number.NEGATIVE_INFINITY;
  /** Requests under way (arrived and not answered). */
  private held = 0;
  /** Since when the deriver has been giving way without a slice. */
  private yieldingSince: number | undefined;
  private stopped = false;
  private readonly insertRecord: SqlStatement<[string, number, number, string, string, string], { seq: number }>;
  private readonly recordOf: SqlStatement<[number], DerivationRow>;
  private readonly oldest: SqlStatement<[], DerivationRow>;
  private readonly all: SqlStatement<[], DerivationRow>;
  private readonly advance: SqlStatement<[number, number, number]>;
  private readonly remove: SqlStatement<[number]>;
  private readonly slice: DerivationSlice;

  constructor(
    private readonly db: SqlClient,
    bulk: BulkInsert,
    private readonly host: DeriverHost,
  ) {
    this.slice = new DerivationSlice(db, bulk, host);
    this.insertRecord = db.prepare('INSERT INTO item_derivations (type, first_idx, count, actor, ts, rows) VALUES (?, ?, ?, ?, ?, ?) RETURNING seq');
    const columns = 'seq, type, first_idx, count, actor, ts, CASE WHEN rows IS NULL THEN 0 ELSE 1 END AS carries';
    this.oldest = db.prepare(`SELECT ${columns} FROM item_derivations ORDER BY seq LIMIT 1`);
    this.recordOf = db.prepare(`SELECT ${columns} FROM item_derivations WHERE seq = ?`);
    this.all = db.prepare(`SELECT ${columns} FROM item_derivations ORDER BY seq`);
    this.advance = db.prepare('UPDATE item_derivations SET first_idx = first_idx + ?, count = count - ? WHERE seq = ?');
    this.remove = db.prepare('DELETE FROM item_derivations WHERE seq = ?');
    // Batches a crash or a stop left are derived soon after the start (their items stay invisible until then).
    this.pending = this.all.all().map((row) => ({
      seq: Number(row.seq),
      actor: row.actor,
      carries: Number(row.carries) === 1,
      type: row.type,
      first: Number(row.first_idx),
      end: Number(row.first_idx) + Number(row.count),
    }));
    if (this.pending.length > 0) this.schedule();
  }

  /**
   * Inside the call's transaction, its only write besides the id reservation: the batch's rows, to be
   * written after the commit (`now`: the time of their change rows).
   */
  record(type: string, firstIdx: number, rows: NumberedRow[], actor: string, now: string): void {
    const seq = Number(this.insertRecord.get(type, firstIdx, rows.length, actor, now, batchPayload(rows))?.seq);
    this.host.afterCommit(() => {
      const kept = this.pending.reduce((sum, range) => sum + (range.rows?.length ?? 0), 0);
      this.pending.push({ seq, actor, carries: true, type, first: firstIdx, end: firstIdx + rows.length, ...(kept + rows.length <= KEEP_ROWS ? { rows } : {}) });
      this.lastCallAt = performance.now();
      this.schedule();
    });
  }

  /** Whether some batch is (as far as this process knows) not derived yet. */
  hasPending(): boolean {
    return this.pending.length > 0;
  }

  /**
   * Derives every pending batch now. False when that cannot be done here (called from the deriver's
   * own announcements): the caller must then not answer from the feed of derived rows.
   */
  settle(): boolean {
    if (this.pending.length === 0) return true;
    if (this.deriving) return false;
    while (this.step());
    return true;
  }

  /**
   * Derives the batches `userId` made (read your writes; null: an anonymous caller's, none) and any
   * record from before migration 036, whose items rows the feed would take in underived. Another
   * user's batches stay pending: they have no `items` or change rows yet, so no search or read sees
   * half of them. False as `settle`.
   */
  settleFor(userId: string | null): boolean {
    return this.settleWhere((range) => !range.carries || range.actor === userId);
  }

  /** Derives the item's batch first when it is pending. */
  settleItem(id: string): void {
    if (this.pending.length === 0) return;
    const dash = id.lastIndexOf('-');
    const type = id.slice(0, dash);
    const idx = Number(id.slice(dash + 1));
    this.settleWhere((range) => range.type === type && idx >= range.first && idx < range.end);
  }

  /**
   * Derives the pending batches of other types than `type` first: a createMany's checks (permissions,
   * lists of values, write rules) may read items of other types by SQL.
   */
  settleOtherThan(type: string): void {
    this.settleWhere((range) => range.type !== type);
  }

  private settleWhere(wanted: (range: PendingRange) => boolean): boolean {
    if (this.pending.length === 0) return true;
    const ranges = this.pending.filter(wanted);
    if (ranges.length === 0) return true;
    if (this.deriving) return false;
    // Each batch to its end: its record decides (inside an enclosing transaction `pending` lags).
    for (const range of ranges) while (this.step(range.seq));
    return true;
  }

  /**
   * A request arrived (a socket message, or POST /api/item before its body is read): slices wait
   * until it is answered — its reply is written before a slice blocks the thread, and the next
   * createMany of a stream is taken before the next slice — up to YIELD_BACKLOG pending items and
   * MAX_YIELD_MS in a row (see `yieldMs`). Answers the function to call once the request is
   * answered. Searches and reads still derive first.
   */
  arriving(): () => void {
    this.held += 1;
    const arrivedAt = performance.now();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.held -= 1;
      // A call that recorded a batch: the grace for the next call of its stream counts from its
      // answer (the reply still had to be written and read after the commit).
      if (this.lastCallAt >= arrivedAt) this.lastCallAt = performance.now();
    };
  }

  /** No more slices from this process (server close); what is left is derived at the next start. */
  stop(): void {
    this.stopped = true;
    this.scheduled?.();
    this.scheduled = undefined;
  }

  private schedule(): void {
    if (this.scheduled || this.stopped) return;
    const run = (): void => {
      this.scheduled = undefined;
      if (this.deriving || this.pending.length === 0) return;
      if (this.yieldMs() > 0) return this.schedule();
      try {
        if (this.step()) this.schedule();
      } catch (error) {
        this.host.onError(error);
      }
    };
    const wait = this.yieldMs();
    if (wait > 0) {
      const timer = setTimeout(run, wait);
      this.scheduled = () => clearTimeout(timer);
    } else {
      const immediate = setImmediate(run);
      this.scheduled = () => clearImmediate(immediate);
    }
  }

  /** How long the next slice gives way to calls: 0 once the backlog or the time given reached its bound. */
  private yieldMs(): number {
    const backlog = this.pending.reduce((sum, range) => sum + range.end - range.first, 0);
    if (backlog >= YIELD_BACKLOG) return 0;
    const now = performance.now();
    if (this.yieldingSince !== undefined && now - this.yieldingSince >= MAX_YIELD_MS) return 0;
    const wait = this.held > 0 ? HOLD_POLL_MS : this.lastCallAt + CALL_GRACE_MS - now;
    if (wait <= 0) return 0;
    this.yieldingSince ??= now;
    return Math.ceil(wait);
  }

  /**
   * Derives one slice of the oldest batch in its own transaction; false when nothing was left. The
   * commit does not wait for the disk (withLazyCommit): a slice a crash loses leaves its record, so
   * it is derived again at the next start, and the next durable commit makes it durable in order.
   */
  private step(seq?: number): boolean {
    this.deriving = true;
    // A slice ran (here, or a search's or read's settle): the time given way counts from now on.
    this.yieldingSince = undefined;
    try {
      return withLazyCommit(this.db, (relax) => this.host.transaction((): boolean => {
        relax();
        const batch = seq === undefined ? this.oldest.get() : this.recordOf.get(seq);
        if (!batch) {
          this.host.afterCommit(() => {
            this.pending = seq === undefined ? [] : this.pending.filter((range) => range.seq !== seq);
          });
          return false;
        }
        const count = Number(batch.count);
        const size = Math.min(count, DERIVE_SLICE);
        // Inside an enclosing transaction `pending` advances only at its commit: its rows are then
        // not those the record has left, which are read from it instead.
        const range = this.pending.find((candidate) => candidate.seq === Number(batch.seq));
        const current = range !== undefined && range.first === Number(batch.first_idx);
        const left = this.slice.write(batch, size, current ? range.rows : undefined);
        if (current && left !== undefined) range.rows = left;
        if (size === count) this.remove.run(batch.seq);
        else this.advance.run(size, size, batch.seq);
        this.host.afterCommit(() => this.advanced(Number(batch.seq), size));
        return true;
      }));
    } finally {
      this.deriving = false;
    }
  }

  /** A committed slice: its range is no longer pending. */
  private advanced(seq: number, size: number): void {
    const range = this.pending.find((candidate) => candidate.seq === seq);
    if (!range) return;
    range.first += size;
    range.rows = range.rows?.slice(size);
    if (range.first >= range.end) this.pending.splice(this.pending.indexOf(range), 1);
  }
}
