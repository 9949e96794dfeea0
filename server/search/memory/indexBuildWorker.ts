import Database from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';
import { encodeIndexSnapshot, readWholeSnapshot, writeSnapshotChunks, type FeedPosition } from './indexSnapshot';
import { INDEXED_ROW_COLUMNS, INDEXED_VALUE_COLUMNS, SearchIndex, type IndexedRowTuple, type IndexedValueRow } from './searchIndex';
import { CHANGE_WRITERS_SQL, WRITERS_RUNNING_PG_SQL } from './changeFeed';
import { readPostgresSnapshot } from '../../db/postgres/pgSnapshotRead';
import type { BuildOrder, BuildReply, WrittenSnapshot } from './backgroundBuild';

/** The store read in one snapshot: the index and the last change row it includes. */
interface StoreRead {
  index: SearchIndex;
  feed: FeedPosition;
}

const LAST_CHANGE = 'SELECT seq, item_id, u, ts FROM item_changes ORDER BY seq DESC LIMIT 1';
const CHANGE_AT = 'SELECT seq, item_id, u, ts FROM item_changes WHERE seq = $1';
const ITEM_ROWS = `SELECT ${INDEXED_ROW_COLUMNS} FROM items`;
const VALUE_ROWS = `SELECT ${INDEXED_VALUE_COLUMNS} FROM item_values`;
/** How often the worker looks whether the writers it waits for have ended. */
const SETTLE_POLL_MS = 20;

function feedOf(last: readonly unknown[] | undefined): FeedPosition {
  if (last === undefined) return { seq: 0, itemId: '', u: 0, ts: '' };
  const [seq, itemId, u, ts] = last;
  return { seq: Number(seq), itemId: String(itemId), u: Number(u), ts: String(ts) };
}

/** SQLite: a read-only connection to the file, one read transaction (one writer: sequence order is commit order). */
function readSqlite(file: string): StoreRead {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.transaction(() => {
      const last = db.prepare<[], unknown[]>(LAST_CHANGE).raw().get();
      return { index: SearchIndex.build(db), feed: feedOf(last) };
    })();
  } finally {
    db.close();
  }
}

/**
 * PostgreSQL: the feed position is the newest change row once the transactions writing change rows
 * at that moment have ended (ChangeFeed.buildCursor's rule: a lower value still uncommitted would
 * otherwise be skipped for good), then the tables in one snapshot through cursors, batch by batch.
 */
async function readPostgres(url: string, schema: string | undefined): Promise<StoreRead> {
  let cursor = 0;
  const settle = async (query: (sql: string, params?: readonly unknown[]) => Promise<unknown[][]>): Promise<void> => {
    const [[seq, writers] = []] = await query(`SELECT (SELECT MAX(seq) FROM item_changes), (${CHANGE_WRITERS_SQL})`);
    cursor = Number(seq ?? 0);
    if (typeof writers !== 'string' || writers === '') return;
    while (Number((await query(WRITERS_RUNNING_PG_SQL, [writers]))[0]?.[0] ?? 0) > 0) {
      await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS));
    }
  };
  return readPostgresSnapshot(
    url,
    schema,
    async (reader) => {
      const index = new SearchIndex();
      await reader.eachBatch(ITEM_ROWS, (rows) => index.addBuildRows(rows as IndexedRowTuple[]));
      await reader.eachBatch(VALUE_ROWS, (rows) => index.addBuildValues(rows as IndexedValueRow[]));
      // Rows above the cursor that the build already saw are applied again by the catch-up: harmless.
      const feed = cursor > 0 ? feedOf((await reader.rows(CHANGE_AT, [cursor]))[0]) : feedOf(undefined);
      return { index, feed };
    },
    settle,
  );
}

/**
 * Worker thread entry of a background index build (backgroundBuild.ts): reads the snapshot file when
 * asked and it is whole, else builds the index from the tables over its own read-only connection to
 * the server's store, in one read snapshot with the last change row, and writes the snapshot file
 * when asked; either way it hands the encoded index over as one transferred buffer.
 */
async function run(order: BuildOrder): Promise<Extract<BuildReply, { kind: 'built' | 'snapshot' }>> {
  const started = performance.now();
  // A server start with a snapshot: reading and verifying 120 MB at 1M items happens here, not before the server listens.
  const whole = order.restoreFrom === undefined ? undefined : readWholeSnapshot(order.restoreFrom);
  if (whole !== undefined) return { kind: 'snapshot', buffer: whole, readMs: performance.now() - started };
  const { index, feed } = order.store.kind === 'sqlite' ? readSqlite(order.store.file) : await readPostgres(order.store.url, order.store.schema);
  const buildMs = performance.now() - started;
  const chunks = encodeIndexSnapshot(index, { feed, fingerprints: order.fingerprints });
  let snapshot: WrittenSnapshot | undefined;
  // A snapshot must name a change row (restore checks it is still this database's): none without changes.
  if (order.snapshotFile !== undefined && feed.seq > 0) {
    const writeStarted = performance.now();
    const bytes = writeSnapshotChunks(order.snapshotFile, chunks);
    snapshot = { milliseconds: performance.now() - writeStarted, megabytes: bytes / 1024 / 1024 };
  }
  const total = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const buffer = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    buffer.set(chunk, at);
    at += chunk.length;
  }
  return { kind: 'built', buffer, seq: feed.seq, items: index.count, buildMs, megabytes: index.bytes() / 1024 / 1024, snapshot };
}

const port = parentPort;
if (port) {
  run(workerData as BuildOrder).then(
    (reply) => port.postMessage(reply, [reply.buffer.buffer]),
    (error: unknown) => {
      const failed: BuildReply = { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
      port.postMessage(failed);
    },
  );
}
