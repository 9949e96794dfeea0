import type { OutboxPage, OutboxRow } from './outbox';

/** The running transactions of a `pg_snapshot` text (`xmin:xmax:xip,xip,…`). */
export function runningTransactions(snapshot: string): Set<string> {
  const list = snapshot.split(':')[2] ?? '';
  return new Set(list === '' ? [] : list.split(','));
}

/** What a node may apply now from a page read after its cursor. */
export interface OrderedRows {
  /** Rows to apply, in order: every sequence value before each of them is applied or known lost. */
  rows: OutboxRow[];
  /** Sequence values skipped for good (rolled back, or pruned before this node read them). */
  skipped: { from: number; to: number }[];
  /** A missing sequence value may still commit: read again later (nothing after it was returned). */
  waiting: boolean;
}

/** The first time a node saw sequence values missing below `below`, and what was running then. */
interface Sighting {
  below: number;
  running: ReadonlySet<string>;
}

/**
 * Delivery in sequence order although PostgreSQL takes sequence values at insert, not at commit:
 * a later row can be visible before an earlier one commits. The rule (server/cluster/README.md):
 *
 * A missing value `g` below a visible row was taken before that row's value, so before the snapshot
 * the page was read in; and the outbox's BEFORE trigger gives the writing transaction an id before
 * it takes the value (migration 032). So the writer of `g` is either listed as running in that
 * snapshot, or has ended (committed: then `g` is visible; rolled back: `g` never comes). The node
 * remembers the running set of the snapshot where it first saw `g` missing; once a later snapshot
 * lists none of them as running, a `g` still missing in that later read is lost for good and skipped.
 * Until then nothing after `g` is applied. No timeout: a gap lasts as long as the transactions that
 * were running when it was seen (server transactions are short; a long one delays delivery, never
 * drops it). SQLite pages carry no running set: one writer at a time, so every gap is final.
 */
export class CommitOrder {
  private sighting: Sighting | null = null;

  next(cursor: number, page: OutboxPage): OrderedRows {
    const rows: OutboxRow[] = [];
    const skipped: { from: number; to: number }[] = [];
    let expected = cursor + 1;
    if (this.sighting !== null && cursor + 1 >= this.sighting.below) this.sighting = null;
    for (const row of page.rows) {
      if (row.seq > expected) {
        if (!this.isFinal(expected, page)) {
          this.remember(expected, page);
          return { rows, skipped, waiting: true };
        }
        skipped.push({ from: expected, to: row.seq - 1 });
      }
      rows.push(row);
      expected = row.seq + 1;
    }
    return { rows, skipped, waiting: false };
  }

  /** Whether the values from `missing` up to the next visible row can no longer commit. */
  private isFinal(missing: number, page: OutboxPage): boolean {
    const running = page.running;
    if (running === null || running.size === 0) return true;
    const seen = this.sighting;
    if (seen === null || missing >= seen.below) return false;
    for (const id of seen.running) if (running.has(id)) return false;
    return true;
  }

  private remember(missing: number, page: OutboxPage): void {
    if (this.sighting !== null && missing < this.sighting.below) return;
    const newest = page.rows.at(-1)?.seq ?? missing;
    this.sighting = { below: newest, running: page.running ?? new Set() };
  }
}
