import type { SqlClient, SqlStatement } from '../db/sqlClient';

/**
 * The change rows whose creation Events are answered from them, not stored (migration 035): kept as
 * runs of consecutive seqs, so a deferred createMany's slice of 2,500 creations costs one row.
 */
export class CreationEventRows {
  private readonly insert: SqlStatement<[number, number]>;
  private readonly runEndFrom: SqlStatement<[number], number>;

  constructor(db: SqlClient) {
    this.insert = db.prepare('INSERT INTO creation_event_rows (first_seq, last_seq) VALUES (?, ?)');
    this.runEndFrom = db.prepare<[number], number>('SELECT last_seq FROM creation_event_rows WHERE first_seq <= ? ORDER BY first_seq DESC LIMIT 1').pluck();
  }

  /** Marks the change rows (any order) whose Events are announced without a row; inside their transaction. */
  mark(seqs: readonly number[]): void {
    const sorted = [...seqs].sort((a, b) => a - b);
    for (let start = 0; start < sorted.length; ) {
      let end = start;
      while (end + 1 < sorted.length && sorted[end + 1] === (sorted[end] ?? 0) + 1) end += 1;
      this.insert.run(sorted[start] ?? 0, sorted[end] ?? 0);
      start = end + 1;
    }
  }

  /** Whether the creation told by change row `seq` has its Event answered from that row. */
  has(seq: number): boolean {
    const last = this.runEndFrom.get(seq);
    return last !== undefined && Number(last) >= seq;
  }
}
