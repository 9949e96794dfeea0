import pg from 'pg';
import { decodeValue } from './pgValues';

/** Rows fetched per round trip from the snapshot's cursors. */
const FETCH_ROWS = 20_000;

/** Reads inside one REPEATABLE READ, READ ONLY transaction: every query sees the same snapshot. */
export interface SnapshotReader {
  /** A small query's rows, as arrays. */
  rows(sql: string, params?: readonly unknown[]): Promise<unknown[][]>;
  /** A whole-table query's rows through a cursor, handed over batch by batch (never all held). */
  eachBatch(sql: string, onBatch: (rows: unknown[][]) => void): Promise<void>;
}

/**
 * Opens an asynchronous `pg` connection of its own, lets `before` run outside any snapshot (e.g.
 * wait for writers to end), then runs `read` in one REPEATABLE READ snapshot. Values are decoded as
 * PgClient decodes them (numbers for integers, 1/0 for booleans). For worker threads reading a store
 * next to the server: libpq's binding, which PgClient uses, loads in one thread of a process only.
 */
export async function readPostgresSnapshot<T>(
  url: string,
  schema: string | undefined,
  read: (reader: SnapshotReader) => Promise<T>,
  before?: (query: SnapshotReader['rows']) => Promise<void>,
): Promise<T> {
  const types = { getTypeParser: (oid: number) => (text: string) => decodeValue(text, oid) };
  const client = new pg.Client({ connectionString: url, application_name: 'vgn-snapshot-read', types });
  await client.connect();
  const rows = async (text: string, values: readonly unknown[] = []): Promise<unknown[][]> => (await client.query<unknown[]>({ text, values: [...values], rowMode: 'array' })).rows;
  let cursors = 0;
  const eachBatch = async (sql: string, onBatch: (batch: unknown[][]) => void): Promise<void> => {
    const name = `vgn_snapshot_${++cursors}`;
    await client.query(`DECLARE ${name} NO SCROLL CURSOR FOR ${sql}`);
    for (;;) {
      const batch = await rows(`FETCH ${FETCH_ROWS} FROM ${name}`);
      if (batch.length === 0) break;
      onBatch(batch);
    }
    await client.query(`CLOSE ${name}`);
  };
  try {
    if (schema !== undefined) await client.query(`SET search_path TO ${client.escapeIdentifier(schema)}, public`);
    if (before) await before(rows);
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const answer = await read({ rows, eachBatch });
    await client.query('COMMIT');
    return answer;
  } finally {
    await client.end();
  }
}
