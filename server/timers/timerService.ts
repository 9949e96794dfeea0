import type { SqlClient } from '../db/sqlClient';
import type { Logger } from '../log';
import type { LeaseHolder } from './lease';
import { TimerStore, type TimerRow } from './timerStore';

/** A timer that came due, as its handler sees it. */
export interface DueTimer {
  kind: string;
  key: string;
  /** When it was due (ISO); the handler runs at most one poll period later, or at start after a stop. */
  dueAt: string;
  payload: unknown;
  /** Earlier runs that failed (their effects were rolled back). */
  attempts: number;
}

/**
 * Runs inside the transaction that removes the timer: what it writes to the store commits together
 * with the removal, so a crash at any point fires it again later with nothing half done, and a
 * committed run never repeats. It must therefore be synchronous (a returned promise is refused).
 */
export type TimerHandler = (timer: DueTimer) => void;

export interface TimerServiceOptions {
  log: Logger;
  /** Safety net between precise wake-ups (TIMER_POLL_MS); also bounds lateness after clock jumps. */
  pollMs: number;
  now?: () => number;
  /** Due timers read per query when runDue fires everything (tests, tools). */
  batch?: number;
  /** Timers fired per wake-up before the service yields to other work (default DEFAULT_SLICE). */
  slice?: number;
  /**
   * Runs a handler's writes as one transaction; the item store's (ItemStore.transaction) tells its
   * listeners of item changes only after the commit. Default: a plain SQLite transaction.
   */
  transaction?: <T>(work: () => T) => T;
  /** Fires only while this node holds the scheduled-work lease (several nodes: once per deployment). */
  holder?: LeaseHolder;
}

const MAX_BACKOFF_MS = 60 * 60 * 1000;
/** Timers one wake-up fires before yielding (each handler is one short transaction). */
const DEFAULT_SLICE = 20;

function dueTimeOf(when: Date | string | number): number {
  const ms = when instanceof Date ? when.getTime() : typeof when === 'string' ? Date.parse(when) : when;
  if (!Number.isFinite(ms)) throw new Error(`timer due time ${String(when)} is not a date`);
  return ms;
}

/**
 * Persisted one-shot timers (reminders, deadlines) that survive restarts and fire exactly once: set
 * (or move) a timer by kind and key, handle a kind with a synchronous handler. Due timers are found
 * through an index on the due time, so a scan costs what is due, never every timer.
 */
export class TimerService {
  private readonly store: TimerStore;
  private readonly handlers = new Map<string, TimerHandler>();
  private readonly now: () => number;
  private wakeTimer: NodeJS.Timeout | null = null;
  private wakeAt = Number.POSITIVE_INFINITY;
  private running = false;
  private stopped = true;

  constructor(db: SqlClient, private readonly options: TimerServiceOptions) {
    this.store = new TimerStore(db);
    this.now = options.now ?? Date.now;
  }

  handle(kind: string, handler: TimerHandler): () => void {
    if (this.handlers.has(kind)) throw new Error(`timers of kind ${kind} already have a handler`);
    this.handlers.set(kind, handler);
    this.wakeSoon(0);
    return () => this.handlers.delete(kind);
  }

  /** Sets the timer, or moves it (new due time and payload, failures forgotten) when it exists. */
  set(kind: string, key: string, when: Date | string | number, payload?: unknown): void {
    const due = dueTimeOf(when);
    this.store.set(kind, key, due, payload);
    this.wakeSoon(due - this.now());
  }

  cancel(kind: string, key: string): boolean {
    return this.store.delete(kind, key);
  }

  /** The pending timer of kind and key (tests, administration). */
  get(kind: string, key: string): { dueAt: string; payload: unknown; attempts: number } | undefined {
    const row = this.store.get(kind, key);
    return row && { dueAt: new Date(row.due_ms).toISOString(), payload: parsePayload(row), attempts: row.attempts };
  }

  pending(): number {
    return this.store.size();
  }

  /** Fires every handled timer due by now; returns how many handlers ran and committed. */
  runDue(): number {
    const batch = this.options.batch ?? 200;
    let fired = 0;
    for (const kind of [...this.handlers.keys()]) {
      for (;;) {
        const rows = this.store.dueNow(this.now(), kind, batch);
        for (const row of rows) if (this.fire(row)) fired++;
        if (rows.length < batch) break;
      }
    }
    return fired;
  }

  /**
   * Fires at most `limit` due timers (oldest kinds first); answers how many due rows it considered,
   * so the caller knows whether more may be due.
   */
  private runSlice(limit: number): number {
    let considered = 0;
    for (const kind of [...this.handlers.keys()]) {
      if (considered >= limit) break;
      const rows = this.store.dueNow(this.now(), kind, limit - considered);
      considered += rows.length;
      for (const row of rows) this.fire(row);
    }
    return considered;
  }

  /** Starts firing: at once (timers that came due while the server was down), then as they come due. */
  start(): void {
    this.stopped = false;
    this.wakeSoon(0);
  }

  stop(): void {
    this.stopped = true;
    if (this.wakeTimer) clearTimeout(this.wakeTimer);
    this.wakeTimer = null;
    this.wakeAt = Number.POSITIVE_INFINITY;
  }

  private fire(row: TimerRow): boolean {
    const handler = this.handlers.get(row.kind);
    if (!handler) return false;
    const timer: DueTimer = { kind: row.kind, key: row.key, dueAt: new Date(row.due_ms).toISOString(), payload: parsePayload(row), attempts: row.attempts };
    try {
      const transaction = this.options.transaction ?? (<T>(work: () => T): T => this.store.db.transaction(work)());
      return transaction((): boolean => {
        const current = this.store.get(row.kind, row.key);
        if (!current || current.due_ms !== row.due_ms) return false; // moved or cancelled since the scan
        // Removed first, so a handler may set the same timer again (a repeating reminder).
        this.store.delete(row.kind, row.key);
        const result: unknown = handler(timer);
        if (result instanceof Promise) throw new Error(`the handler of ${row.kind} returned a promise: timer handlers must be synchronous`);
        return true;
      });
    } catch (error) {
      const retry = this.now() + Math.min(MAX_BACKOFF_MS, 60_000 * 2 ** row.attempts);
      this.store.postpone(row, retry);
      this.options.log.error({ err: error, kind: row.kind, key: row.key, attempts: row.attempts + 1 }, 'timer handler failed; retrying later');
      return false;
    }
  }

  /** Wakes in `delayMs` (or the poll period, whichever comes first) unless an earlier wake-up is set. */
  private wakeSoon(delayMs: number): void {
    if (this.stopped) return;
    const delay = Math.max(0, Math.min(delayMs, this.options.pollMs));
    const at = this.now() + delay;
    if (at >= this.wakeAt) return;
    if (this.wakeTimer) clearTimeout(this.wakeTimer);
    this.wakeAt = at;
    this.wakeTimer = setTimeout(() => this.tick(), delay);
    this.wakeTimer.unref();
  }

  private tick(): void {
    this.wakeTimer = null;
    this.wakeAt = Number.POSITIVE_INFINITY;
    if (this.stopped || this.running) return;
    if (this.options.holder?.held() === false) {
      // Another node fires; this one looks again a poll period later, to take over when it stops.
      this.wakeSoon(this.options.pollMs);
      return;
    }
    this.running = true;
    // A slice at a time: a thousand reminders due at once must not hold the server's only thread
    // for seconds; between slices sockets and requests get their turn.
    const slice = this.options.slice ?? DEFAULT_SLICE;
    let considered = 0;
    try {
      considered = this.runSlice(slice);
    } catch (error) {
      this.options.log.error({ err: error }, 'timer scan failed');
    } finally {
      this.running = false;
    }
    if (considered >= slice) {
      this.wakeSoon(0);
      return;
    }
    const next = this.store.nextDue([...this.handlers.keys()]);
    this.wakeSoon(next === null ? this.options.pollMs : next - this.now());
  }
}

function parsePayload(row: TimerRow): unknown {
  return row.payload === null ? undefined : (JSON.parse(row.payload) as unknown);
}
