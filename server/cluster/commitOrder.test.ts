import { describe, expect, it } from 'vitest';
import { CommitOrder, runningTransactions } from './commitOrder';
import type { OutboxPage, OutboxRow } from './outbox';

const row = (seq: number): OutboxRow => ({ seq, kind: 'broadcast', origin: 'node-a', item_id: null, u: null, payload: '{}' });
const page = (seqs: number[], running: string[] | null): OutboxPage => ({ rows: seqs.map(row), running: running === null ? null : new Set(running) });
const seqs = (rows: OutboxRow[]): number[] => rows.map((r) => r.seq);

describe('CommitOrder: outbox rows in sequence order when commits are not', () => {
  it('reads the running transactions of a pg_snapshot text', () => {
    expect([...runningTransactions('740:745:740,743')]).toEqual(['740', '743']);
    expect(runningTransactions('745:745:').size).toBe(0);
  });

  it('applies a contiguous run at once', () => {
    expect(new CommitOrder().next(10, page([11, 12, 13], ['900']))).toEqual({ rows: [row(11), row(12), row(13)], skipped: [], waiting: false });
  });

  it('holds rows after a missing value while a transaction that was running may still commit it', () => {
    const order = new CommitOrder();
    const first = order.next(10, page([11, 13, 14], ['900', '901']));
    expect(seqs(first.rows)).toEqual([11]);
    expect(first.waiting).toBe(true);
    // 901 ended, 900 still runs (it may hold 12); 902 started later and cannot.
    expect(order.next(11, page([13, 14], ['900', '902'])).waiting).toBe(true);
    // 12 committed: everything goes, in order.
    expect(seqs(order.next(11, page([12, 13, 14], ['902'])).rows)).toEqual([12, 13, 14]);
  });

  it('skips a value once every transaction running when it was first missed has ended', () => {
    const order = new CommitOrder();
    expect(order.next(10, page([12], ['900'])).waiting).toBe(true);
    // 900 rolled back; 905 runs now but took its value after 12 was visible, so not 11.
    expect(order.next(10, page([12, 13], ['905']))).toEqual({ rows: [row(12), row(13)], skipped: [{ from: 11, to: 11 }], waiting: false });
  });

  it('judges a later gap against the transactions running when that gap was first seen', () => {
    const order = new CommitOrder();
    expect(order.next(10, page([12], ['900'])).waiting).toBe(true);
    // 11 arrived; a new gap at 13 (below 14) while 901 runs: wait for 901, not for 900's sighting.
    const second = order.next(10, page([11, 12, 14], ['901']));
    expect(seqs(second.rows)).toEqual([11, 12]);
    expect(second.waiting).toBe(true);
    expect(order.next(12, page([14], ['901'])).waiting).toBe(true);
    expect(order.next(12, page([14], []))).toEqual({ rows: [row(14)], skipped: [{ from: 13, to: 13 }], waiting: false });
  });

  it('treats every gap as final without a running set (SQLite: one writer, commits in sequence order)', () => {
    expect(new CommitOrder().next(0, page([5, 9], null))).toEqual({ rows: [row(5), row(9)], skipped: [{ from: 1, to: 4 }, { from: 6, to: 8 }], waiting: false });
  });
});
