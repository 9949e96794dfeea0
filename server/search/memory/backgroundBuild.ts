import { Worker } from 'node:worker_threads';
import { decodeIndexSnapshotSteps, type SnapshotMeta } from './indexSnapshot';
import { SlicedWork, type Steps } from './slicedWork';
import type { SearchIndex } from './searchIndex';
import type { StoreLocation } from '../../db/storeLocation';

/** What the worker is asked to build (indexBuildWorker.ts). */
export interface BuildOrder {
  /** The server's store, opened again by the worker (a SQLite file read-only, or the same PostgreSQL schema). */
  store: StoreLocation;
  /** Written by the worker after the build (the main thread never pays for it); none: not saved. */
  snapshotFile: string | undefined;
  /** Index plan fingerprint per type at the start of the build, stored in the snapshot. */
  fingerprints: Record<string, string>;
  /**
   * Read this snapshot file instead of building, when it is whole (the caller then checks that it
   * matches the store and the index plans); a missing or damaged file is built from the tables.
   */
  restoreFrom?: string;
}

/** A snapshot the worker wrote: its write time and size. */
export interface WrittenSnapshot {
  milliseconds: number;
  megabytes: number;
}

export type BuildReply =
  | { kind: 'built'; buffer: Uint8Array<ArrayBuffer>; seq: number; items: number; buildMs: number; megabytes: number; snapshot: WrittenSnapshot | undefined }
  | { kind: 'snapshot'; buffer: Uint8Array<ArrayBuffer>; readMs: number }
  | { kind: 'failed'; message: string };

/** A finished background build or snapshot read, decoded on the main thread. */
export interface BuiltIndex {
  index: SearchIndex;
  /** Built from the tables, or read from the snapshot file (meta: what it must match to be used). */
  source: { kind: 'tables' } | { kind: 'snapshot'; meta: SnapshotMeta };
  /** The last change row the index includes: the feed catch-up continues after it. */
  seq: number;
  buildMs: number;
  megabytes: number;
  snapshot: WrittenSnapshot | undefined;
}

/**
 * The worker is TypeScript like the rest of the server: a tiny bootstrap registers tsx's loader in the
 * worker thread (workers do not inherit the main thread's loader hooks on Node 20), then imports it.
 */
function workerSource(): string {
  const loader = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./indexBuildWorker.ts', import.meta.url).href;
  return `import(${JSON.stringify(loader)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
}

/**
 * Builds the search index in a worker thread with its own read-only connection, so the server keeps
 * answering (on SQL) while the ~7 item_values rows per item are read; better-sqlite3 is synchronous,
 * so on the main thread a million-item build would block every request for tens of seconds.
 */
export class BackgroundBuild {
  readonly done: Promise<BuiltIndex>;
  private readonly worker: Worker;
  /** The hand-over's decoding, in steps on the main thread. */
  private readonly decoding = new SlicedWork();
  /** Rejects `done` (no effect once settled). */
  private fail: (error: Error) => void = () => undefined;

  constructor(order: BuildOrder) {
    this.worker = new Worker(workerSource(), { eval: true, workerData: order });
    // A running build must not keep a stopping process alive.
    this.worker.unref();
    this.done = new Promise<BuiltIndex>((resolve, reject) => {
      this.fail = reject;
      let handedOver = false;
      this.worker.once('message', (reply: BuildReply) => {
        handedOver = true;
        if (reply.kind === 'failed') return reject(new Error(`background index build failed: ${reply.message}`));
        // The bytes never left memory or the worker verified them (no checksum to verify again), and
        // the transferred buffer is ours alone: the index's arrays are views into it rather than copies.
        // Decoded in steps between requests (the term maps: ~1 s at a million items), SQL answering meanwhile.
        const decodeStarted = performance.now();
        const decoding = function* (): Steps<void> {
          const decoded = yield* decodeIndexSnapshotSteps(reply.buffer, { verify: false, copy: false });
          if (decoded === undefined) return reject(new Error('background index build handed over an unreadable index'));
          if (reply.kind === 'snapshot') {
            const { index, meta } = decoded;
            resolve({ index, source: { kind: 'snapshot', meta }, seq: meta.feed.seq, buildMs: reply.readMs + performance.now() - decodeStarted, megabytes: index.bytes() / 1024 / 1024, snapshot: undefined });
            return;
          }
          resolve({ index: decoded.index, source: { kind: 'tables' }, seq: reply.seq, buildMs: reply.buildMs, megabytes: reply.megabytes, snapshot: reply.snapshot });
        };
        this.decoding.start('decode', decoding());
      });
      this.worker.once('error', reject);
      // The worker ends once it handed the index over, while the main thread may still be decoding it.
      this.worker.once('exit', (code) => {
        if (!handedOver) reject(new Error(`background index build stopped (exit ${code})`));
      });
    });
    // Rejections are handled by whoever awaits done; never an unhandled rejection.
    this.done.catch(() => undefined);
  }

  stop(): void {
    this.decoding.stop();
    this.fail(new Error('background index build stopped'));
    void this.worker.terminate();
  }
}
