export interface RetryCountdownHooks {
  /** Whole seconds left before the next attempt, or null when no attempt is scheduled. */
  onTick(secondsToRetry: number | null): void;
  /** Time is up (or retryNow was called): make the attempt. */
  fire(): void;
}

/**
 * The visible countdown before a reconnect (spec §4 "retried with a visible countdown and a
 * retry-now action"). Counts down in steps of at most one second using timers only.
 */
export class RetryCountdown {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private remainingMs = 0;

  constructor(private readonly hooks: RetryCountdownHooks) {}

  get running(): boolean {
    return this.timer !== null;
  }

  start(delayMs: number): void {
    this.stopTimer();
    this.remainingMs = Math.max(0, delayMs);
    this.hooks.onTick(Math.ceil(this.remainingMs / 1000));
    this.step();
  }

  /** Skips the rest of the wait. */
  retryNow(): void {
    if (!this.running) return;
    this.cancel();
    this.hooks.fire();
  }

  cancel(): void {
    const wasRunning = this.running;
    this.stopTimer();
    if (wasRunning) this.hooks.onTick(null);
  }

  private step(): void {
    // Align ticks to whole seconds left: first the fraction, then one second at a time.
    const fraction = this.remainingMs % 1000;
    const wait = this.remainingMs === 0 ? 0 : fraction === 0 ? 1000 : fraction;
    this.timer = setTimeout(() => {
      this.remainingMs -= wait;
      if (this.remainingMs <= 0) {
        this.timer = null;
        this.hooks.onTick(null);
        this.hooks.fire();
        return;
      }
      this.hooks.onTick(Math.ceil(this.remainingMs / 1000));
      this.step();
    }, wait);
  }

  private stopTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
