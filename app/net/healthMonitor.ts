/** Connection health of platform spec §4: GOOD, WAIT (ping sent, awaiting any answer), BAD. */
export type Health = 'GOOD' | 'WAIT' | 'BAD';

export interface HealthTiming {
  /** Silence after which a ping is sent (spec §9: 30000 ms). */
  pingAfterMs: number;
  /** Further silence after the ping before the socket is given up (spec §9: 45000 ms). */
  replyWithinMs: number;
}

export const DEFAULT_HEALTH_TIMING: HealthTiming = { pingAfterMs: 30_000, replyWithinMs: 45_000 };

export interface HealthHooks {
  sendPing(): void;
  /** The socket stayed silent after the ping: close it so the reconnect logic takes over. */
  closeSilentSocket(): void;
  onChange(health: Health): void;
}

/**
 * Watches an open socket for silence. Every incoming message counts as a sign of life; the
 * monitor never looks at the clock itself, it only arms timers, so fake timers drive it in tests.
 */
export class HealthMonitor {
  private current: Health = 'GOOD';
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly hooks: HealthHooks,
    private readonly timing: HealthTiming = DEFAULT_HEALTH_TIMING,
  ) {}

  get health(): Health {
    return this.current;
  }

  /** The socket opened or a message arrived: GOOD, and the silence clock starts again. */
  activity(): void {
    this.set('GOOD');
    this.arm(this.timing.pingAfterMs, () => {
      this.set('WAIT');
      this.hooks.sendPing();
      this.arm(this.timing.replyWithinMs, () => {
        this.timer = null;
        this.set('BAD');
        this.hooks.closeSilentSocket();
      });
    });
  }

  /** The socket is gone: stop watching; `health` says how the connection is to be shown meanwhile. */
  stop(health: Health): void {
    this.clear();
    this.set(health);
  }

  private arm(ms: number, run: () => void): void {
    this.clear();
    this.timer = setTimeout(run, ms);
  }

  private clear(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private set(health: Health): void {
    if (health === this.current) return;
    this.current = health;
    this.hooks.onChange(health);
  }
}
