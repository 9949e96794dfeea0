import Database from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';
import { encodeIndexSnapshot, writeSnapshotChunks, type FeedPosition } from './indexSnapshot';
import { INDEXED_ROW_COLUMNS, INDEXED_VALUE_COLUMNS, SearchIndex, type IndexedRow, type IndexedValueRow } from './searchIndex';
import { readPostgresSnapshot } from '../../db/postgres/pgSnapshotRead';
import type { BuildOrder, BuildReply, WrittenSnapshot } from './backgroundBuild';

/** The store read in one snapshot: the index and the last change row it includes. */
interface StoreRead {
  index: SearchIndex;
  feed: FeedPosition;
}

const LAST_CHANGE = 'SELECT seq, item_id, u, ts FROM item_changes ORDER BY seq DESC LIMIT 1';
const ITEM_ROWS = `SELECT ${INDEXED_ROW_COLUMNS} FROM items`;
const VALUE_ROWS = `SELECT ${INDEXED_VALUE_COLUMNS} FROM item_values`;

function feedOf(last: readonly unknown[] | undefined): FeedPosition {
  if (last === undefined) return { seq: 0, itemId: '', u: 0, ts: '' };
  const [seq, itemId, u, ts] = last;
  return { seq: Number(seq), itemId: String(itemId), u: Number(u), ts: String(ts) };
}

/** SQLite: a read-only connection to the file, one read transaction. */
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

/** PostgreSQL: the same three reads in one REPEATABLE READ snapshot over an asynchronous connection. */
async function readPostgres(url: string, schema: string | undefined): Promise<StoreRead> {
  const [changes, rows, values] = await readPostgresSnapshot(url, schema, [LAST_CHANGE, ITEM_ROWS, VALUE_ROWS]);
  const columns = INDEXED_ROW_COLUMNS.split(', ');
  const items = (rows ?? []).map((row) => Object.fromEntries(columns.map((column, n) => [column, row[n]])) as unknown as IndexedRow);
  return { index: SearchIndex.buildFrom(items, (values ?? []) as IndexedValueRow[]), feed: feedOf(changes?.[0]) };
}

/**
 * Worker thread entry of a background index build (backgroundBuild.ts): builds the index from the
 * tables over its own read-only connection to the server's store, in one read snapshot with the last
 * change row, writes the snapshot file when asked, and hands the encoded index over as one
 * transferred buffer.
 */
async function run(order: BuildOrder): Promise<Extract<BuildReply, { kind: 'built' }>> {
  const started = performance.now();
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
