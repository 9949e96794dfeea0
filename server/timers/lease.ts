import type { SqlClient, SqlStatement } from '../db/sqlClient';

/** Whether this node may run work that must run once per deployment. */
export interface LeaseHolder {
  held(): boolean;
}

/** A single node holds every lease: nothing to elect. */
export const SOLE_NODE: LeaseHolder = { held: () => true };

/**
 * A named lease in the store's `leases` table (migration 030): taken with one conditional upsert
 * that succeeds only when the row is free, expired, or already ours; renewed every third of its
 * time to live; taken over by another node once the holder stopped renewing (crash, kill -9) and it
 * expired. `held()` answers from memory and turns false a margin before the stored expiry, so two
 * nodes never both believe they hold it (clocks of one machine, or NTP-synced ones, assumed).
 */
export class Lease implements LeaseHolder {
  private readonly take: SqlStatement<[{ name: string; holder: string; expires: number; now: number }]>;
  private readonly release: SqlStatement<[string, string]>;
  private timer: NodeJS.Timeout | null = null;
  private heldUntil = 0;

  constructor(
    db: SqlClient,
    private readonly name: string,
    private readonly holder: string,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.take = db.prepare<[{ name: string; holder: string; expires: number; now: number }]>(
      `INSERT INTO leases (name, holder, expires_ms) VALUES (@name, @holder, @expires)
       ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_ms = excluded.expires_ms
       WHERE leases.holder = excluded.holder OR leases.expires_ms < @now`,
    );
    this.release = db.prepare<[string, string]>('DELETE FROM leases WHERE name = ? AND holder = ?');
  }

  /** Tries to take or renew it now; answers whether this node holds it. */
  renew(): boolean {
    const at = this.now();
    const taken = this.take.run({ name: this.name, holder: this.holder, expires: at + this.ttlMs, now: at }).changes === 1;
    // A margin of a third of the time to live: a renewal late by a busy event loop still overlaps.
    this.heldUntil = taken ? at + (this.ttlMs * 2) / 3 : 0;
    return taken;
  }

  held(): boolean {
    return this.now() < this.heldUntil;
  }

  start(): void {
    this.renew();
    this.timer ??= setInterval(() => this.renew(), Math.max(100, Math.floor(this.ttlMs / 3)));
    this.timer.unref();
  }

  /** Stops renewing and frees the lease at once, so another node takes over without waiting. */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.heldUntil = 0;
    this.release.run(this.name, this.holder);
  }
}
