import { listenPostgres, type PgListener } from '../db/postgres/pgListener';
import type { Logger } from '../log';
import type { Announcer } from './announcer';

/** Waits before reconnecting a broken LISTEN connection, doubling up to the last. */
const RECONNECT_MS = [100, 200, 500, 1000, 2000, 5000];
/**
 * A catch-up this often even without a notification: a connection that died without an error (a
 * silent network partition) would otherwise leave the node deaf. One indexed read per period.
 */
const SAFETY_POLL_MS = 5000;

export interface PgAnnouncerOptions {
  url: string;
  /** The store's NOTIFY channel: `vgn_outbox_` and the md5 of its schema (migration 032). */
  channel: string;
  log: Logger;
}

/**
 * Several nodes on one PostgreSQL store: the outbox's statement trigger sends NOTIFY with the newest
 * sequence at each commit (migration 032), so `announce` has nothing to send. This LISTENs on its own
 * asynchronous connection and tells the listeners once per burst. Notifications are not replayed
 * after a broken connection: on reconnecting it tells the listeners anyway, and the node catches up
 * by sequence from its cursor, so nothing is lost.
 */
export class PgAnnouncer implements Announcer {
  private readonly listeners = new Set<() => void>();
  private listener: PgListener | null = null;
  private stopped = false;
  private scheduled = false;
  private failures = 0;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private safetyPoll: NodeJS.Timeout | null = null;

  constructor(private readonly options: PgAnnouncerOptions) {}

  async start(): Promise<void> {
    this.stopped = false;
    await this.connect();
    this.safetyPoll ??= setInterval(() => this.tell(), SAFETY_POLL_MS);
    this.safetyPoll.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    if (this.safetyPoll) clearInterval(this.safetyPoll);
    this.safetyPoll = null;
    this.listeners.clear();
    const listener = this.listener;
    this.listener = null;
    await listener?.close().catch(() => undefined);
  }

  /** The commit's own NOTIFY (sent by the trigger) announces it. */
  announce(): void {}

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private async connect(): Promise<void> {
    this.listener = await listenPostgres(this.options.url, [this.options.channel], {
      onNotification: () => this.tell(),
      onError: (error) => this.reconnectAfter(error),
    });
    this.failures = 0;
  }

  /** One catch-up per burst of notifications (a catch-up reads every row up to the newest anyway). */
  private tell(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      for (const listener of this.listeners) listener();
    });
  }

  private reconnectAfter(error: Error): void {
    if (this.stopped || this.reconnectTimer) return;
    const old = this.listener;
    this.listener = null;
    void old?.close().catch(() => undefined);
    const wait = RECONNECT_MS[Math.min(this.failures, RECONNECT_MS.length - 1)] ?? 5000;
    this.failures += 1;
    this.options.log.warn({ err: error, retryInMs: wait }, 'LISTEN connection lost; reconnecting');
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (this.stopped) return;
      this.connect()
        // Whatever was announced while disconnected: read it now.
        .then(() => this.tell())
        .catch((failure: unknown) => this.reconnectAfter(failure instanceof Error ? failure : new Error(String(failure))));
    }, wait);
  }
}
