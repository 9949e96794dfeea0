import Database from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';
import { encodeIndexSnapshot, writeSnapshotChunks, type FeedPosition } from './indexSnapshot';
import { SearchIndex } from './searchIndex';
import type { BuildOrder, BuildReply, WrittenSnapshot } from './backgroundBuild';

/**
 * Worker thread entry of a background index build (backgroundBuild.ts): builds the index from the
 * tables over its own read-only connection, in one read transaction with the last change row, writes
 * the snapshot file when asked, and hands the encoded index over as one transferred buffer.
 */
function run(order: BuildOrder): Extract<BuildReply, { kind: 'built' }> {
  const started = performance.now();
  const db = new Database(order.dbFile, { readonly: true, fileMustExist: true });
  try {
    const { index, feed } = db.transaction(() => {
      const seq = db.prepare<[], number | null>('SELECT MAX(seq) FROM item_changes').pluck().get() ?? 0;
      const row = seq > 0 ? db.prepare<[number], { item_id: string; u: number; ts: string }>('SELECT item_id, u, ts FROM item_changes WHERE seq = ?').get(seq) : undefined;
      const position: FeedPosition = row === undefined ? { seq: 0, itemId: '', u: 0, ts: '' } : { seq, itemId: row.item_id, u: row.u, ts: row.ts };
      return { index: SearchIndex.build(db), feed: position };
    })();
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
  } finally {
    db.close();
  }
}

const port = parentPort;
if (port) {
  try {
    const reply = run(workerData as BuildOrder);
    port.postMessage(reply, [reply.buffer.buffer]);
  } catch (error) {
    const failed: BuildReply = { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
    port.postMessage(failed);
  }
}
