import pg from 'pg';
import { decodeValue } from './pgValues';

/**
 * Runs read-only queries in one REPEATABLE READ transaction over an asynchronous `pg` connection of
 * its own and answers their rows as arrays, values decoded as PgClient decodes them (numbers for
 * integers, 1/0 for booleans). For worker threads reading a store next to the server: libpq's
 * binding, which PgClient uses, loads in one thread of a process only (it is not context-aware).
 * Every query sees the same snapshot, as SQLite's read transaction gives the worker there.
 */
export async function readPostgresSnapshot(url: string, schema: string | undefined, queries: readonly string[]): Promise<unknown[][][]> {
  const types = { getTypeParser: (oid: number) => (text: string) => decodeValue(text, oid) };
  const client = new pg.Client({ connectionString: url, application_name: 'vgn-snapshot-read', types });
  await client.connect();
  try {
    if (schema !== undefined) await client.query(`SET search_path TO ${client.escapeIdentifier(schema)}, public`);
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const answers: unknown[][][] = [];
    for (const text of queries) answers.push((await client.query<unknown[]>({ text, rowMode: 'array' })).rows);
    await client.query('COMMIT');
    return answers;
  } finally {
    await client.end();
  }
}
