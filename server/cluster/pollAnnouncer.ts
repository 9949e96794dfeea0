import type { Announcer } from './announcer';

/**
 * Several server processes on one SQLite file (WAL lets them read while one writes): every
 * `pollMs` it reads the outbox's newest sequence (one primary-key lookup, a few microseconds) and
 * tells the listeners when it moved. Chosen over fs.watch of the -wal file: watching fires on
 * every page any process writes (checkpoints, item_values, the search index's reads do not, but
 * every write's pages do) and is not delivered on every file system a shared DATA_DIR may live on.
 */
export class PollAnnouncer implements Announcer {
  private readonly listeners = new Set<() => void>();
  private timer: NodeJS.Timeout | null = null;
  private seen: number;

  constructor(
    private readonly newestSeq: () => number,
    private readonly pollMs: number,
  ) {
    this.seen = newestSeq();
  }

  start(): Promise<void> {
    this.timer ??= setInterval(() => this.poll(), this.pollMs);
    this.timer.unref();
    return Promise.resolve();
  }

  stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.listeners.clear();
    return Promise.resolve();
  }

  /** This node's own commits are delivered in-process; nothing to tell the others (they poll). */
  announce(): void {}

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private poll(): void {
    const newest = this.newestSeq();
    if (newest === this.seen) return;
    this.seen = newest;
    for (const listener of this.listeners) listener();
  }
}
