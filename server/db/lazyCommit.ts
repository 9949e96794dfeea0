import { dialectOf } from './dialect';
import type { SqlClient } from './sqlClient';

/** PRAGMA synchronous answers a number: 0 OFF, 1 NORMAL, 2 FULL, 3 EXTRA. */
const SQLITE_NORMAL = 1;

/**
 * Runs `open` — which opens one transaction and calls `relax()` first inside it — so that its commit
 * does not wait for the disk. For work a crash may lose because it is redone from a durable record
 * (the deriver's slices, server/items/README.md "Session 14"): SQLite in WAL mode appends its frames
 * without an fsync under synchronous=NORMAL; the next FULL commit syncs the log up to itself, so the
 * frames become durable in order and a lost commit is always the last ones. PostgreSQL:
 * `SET LOCAL synchronous_commit TO off`, the same guarantee for the transaction alone. Inside an
 * enclosing transaction nothing changes: that transaction's commit must stay durable (SQLite
 * cannot change the safety level there anyway).
 */
export function withLazyCommit<T>(db: SqlClient, open: (relax: () => void) => T): T {
  const nothing = (): void => undefined;
  if (db.inTransaction) return open(nothing);
  if (dialectOf(db).name === 'postgres') return open(() => db.exec('SET LOCAL synchronous_commit TO off'));
  const previous = Number(db.pragma('synchronous', { simple: true }));
  if (previous <= SQLITE_NORMAL) return open(nothing);
  db.pragma('synchronous = NORMAL');
  try {
    return open(nothing);
  } finally {
    db.pragma(`synchronous = ${previous}`);
  }
}
