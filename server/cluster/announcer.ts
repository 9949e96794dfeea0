/**
 * Tells a node that the outbox may hold rows it has not delivered yet. Implementations: in one
 * process (InProcessAnnouncer: at once, no polling), several processes on one SQLite file
 * (PollAnnouncer), and on PostgreSQL LISTEN/NOTIFY with the sequence as payload (to come: why
 * start/stop are async and `announce` takes the sequence).
 */
export interface Announcer {
  /** Starts hearing announcements (a connection to LISTEN on, a poll timer). */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Called by a node after it committed outbox rows up to `seq` (when known). */
  announce(seq?: number): void;
  /** `listener` runs (soon, never re-entrantly) whenever new rows may exist. */
  subscribe(listener: () => void): () => void;
}

/** Several nodes inside one process (tests) or a single node: announcements arrive on the next microtask. */
export class InProcessAnnouncer implements Announcer {
  private readonly listeners = new Set<() => void>();

  start(): Promise<void> {
    return Promise.resolve();
  }

  stop(): Promise<void> {
    this.listeners.clear();
    return Promise.resolve();
  }

  announce(): void {
    queueMicrotask(() => {
      for (const listener of this.listeners) listener();
    });
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
