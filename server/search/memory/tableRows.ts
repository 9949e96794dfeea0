import { dialectOf } from '../../db/dialect';
import type { SqlClient } from '../../db/sqlClient';

/** Rows fetched per round trip from a PostgreSQL cursor. */
const FETCH_ROWS = 20_000;

/**
 * The rows of a whole-table query one at a time, without holding the answer: better-sqlite3 steps
 * its statement; on PostgreSQL the synchronous client reads a statement's whole answer first (seven
 * million item_values rows at 1M items), so the rows come through a cursor, FETCH by FETCH. The
 * cursor needs the caller's open transaction (the index build runs in one).
 */
export function* tableRows<R extends unknown[]>(db: SqlClient, sql: string, cursorName: string): Generator<R> {
  if (dialectOf(db).name !== 'postgres') {
    yield* db.prepare<[], R>(sql).raw().iterate();
    return;
  }
  db.exec(`DECLARE ${cursorName} NO SCROLL CURSOR FOR ${sql}`);
  try {
    const fetch = db.prepare<[], R>(`FETCH ${FETCH_ROWS} FROM ${cursorName}`).raw();
    for (;;) {
      const rows = fetch.all();
      if (rows.length === 0) return;
      yield* rows;
    }
  } finally {
    db.exec(`CLOSE ${cursorName}`);
  }
}
