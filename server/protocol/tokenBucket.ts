/** How fast a bucket refills and how much it holds: a client may burst `burst` requests, then `perSecond`. */
export interface BucketLimit {
  perSecond: number;
  burst: number;
}

/**
 * A token bucket: starts full, refills continuously. Time comes from `now` so tests and the scheduler
 * share one clock; nothing here sets timers.
 */
export class TokenBucket {
  private tokens: number;
  private updatedAt: number;

  constructor(
    private readonly limit: BucketLimit,
    private readonly now: () => number,
  ) {
    this.tokens = limit.burst;
    this.updatedAt = now();
  }

  /** True when a token is available (without taking it). */
  ready(): boolean {
    this.refill();
    return this.tokens >= 1;
  }

  take(): boolean {
    this.refill();
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** Milliseconds until the next token (0 when one is there). */
  waitMs(): number {
    this.refill();
    if (this.tokens >= 1) return 0;
    if (this.limit.perSecond <= 0) return Number.POSITIVE_INFINITY;
    return Math.ceil(((1 - this.tokens) * 1000) / this.limit.perSecond);
  }

  /** True when the bucket is full again: nothing is lost by forgetting it. */
  full(): boolean {
    this.refill();
    return this.tokens >= this.limit.burst;
  }

  private refill(): void {
    const at = this.now();
    const elapsed = Math.max(0, at - this.updatedAt);
    this.updatedAt = at;
    this.tokens = Math.min(this.limit.burst, this.tokens + (elapsed * this.limit.perSecond) / 1000);
  }
}
