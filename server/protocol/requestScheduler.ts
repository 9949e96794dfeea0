import { performance } from 'node:perf_hooks';
import { TokenBucket } from './tokenBucket';
import type { BucketLimit } from './tokenBucket';

/** Request limits of the socket protocol and the HTTP fallback (README "Configuration"). */
export interface RequestLimits {
  /** Every socket's own bucket (SOCKET_RATE, SOCKET_BURST). */
  socket: BucketLimit;
  /** One bucket per client address, shared by its sockets and its POST /api/item (ADDRESS_RATE, ADDRESS_BURST). */
  address: BucketLimit;
  /** Requests a socket may have received but not yet answered (SOCKET_QUEUE); one more closes it. */
  socketQueue: number;
}

export const DEFAULT_REQUEST_LIMITS: RequestLimits = {
  socket: { perSecond: 50, burst: 200 },
  address: { perSecond: 200, burst: 600 },
  socketQueue: 256,
};

/** Longest stretch of requests started in one turn before the event loop gets to read sockets again. */
const ROUND_BUDGET_MS = 10;
const SWEEP_EVERY_MS = 60_000;

type Job = () => Promise<void>;

interface AddressEntry {
  bucket: TokenBucket;
  lanes: number;
}

/** One socket's queue of received, not yet started requests. */
export class Lane {
  readonly queue: Job[] = [];
  /** Arrival releases of the requests received and not yet answered (run when a closed lane drops them). */
  readonly arrivals = new Set<() => void>();
  inFlight = 0;
  waiting = false;
  closed = false;

  constructor(
    readonly bucket: TokenBucket,
    readonly address: AddressEntry,
  ) {}
}

/**
 * Starts the requests of every socket fairly. A message is queued on its socket's lane; turns go
 * round-robin over the lanes with work, one request per lane per turn, and a turn ends after
 * ROUND_BUDGET_MS so other sockets' messages are read in between (better-sqlite3 handlers are
 * synchronous: without turns one socket's backlog ran back to back and stalled everyone). A lane
 * starts a request only when its socket's and its address's buckets both have a token, so a flooding
 * client is slowed to its rate while others keep theirs; once its unanswered requests exceed
 * socketQueue, offer() says no and the socket is closed.
 */
export class RequestScheduler {
  private waiting: Lane[] = [];
  private readonly addresses = new Map<string, AddressEntry>();
  private immediate: NodeJS.Immediate | null = null;
  private timer: NodeJS.Timeout | null = null;
  private sweeper: NodeJS.Timeout | null = null;
  private readonly arrivalListeners: (() => () => void)[] = [];

  constructor(
    readonly limits: RequestLimits = DEFAULT_REQUEST_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  open(address: string): Lane {
    const entry = this.addressEntry(address);
    entry.lanes += 1;
    return new Lane(new TokenBucket(this.limits.socket, this.now), entry);
  }

  close(lane: Lane): void {
    if (lane.closed) return;
    lane.closed = true;
    lane.queue.length = 0;
    for (const release of lane.arrivals) release();
    lane.arrivals.clear();
    lane.address.lanes -= 1;
  }

  /** Queues a request; false when the socket already has socketQueue requests unanswered. */
  offer(lane: Lane, job: Job): boolean {
    if (lane.closed) return true;
    if (lane.inFlight >= this.limits.socketQueue) return false;
    lane.inFlight += 1;
    const release = this.arrived();
    lane.arrivals.add(release);
    lane.queue.push(() =>
      job().finally(() => {
        lane.arrivals.delete(release);
        release();
      }),
    );
    if (!lane.waiting) {
      lane.waiting = true;
      this.waiting.push(lane);
    }
    this.schedule();
    return true;
  }

  /**
   * Background work that gives way to requests (the bulk deriver, server/items/bulkDeriver.ts) hears
   * each request as it arrives and answers what to run once it is answered.
   */
  onArrival(listener: () => () => void): void {
    this.arrivalListeners.push(listener);
  }

  /** A request arrived (a socket message, POST /api/item before its body): the returned function runs once, when it is answered. */
  arrived(): () => void {
    const releases = this.arrivalListeners.map((listener) => listener());
    let released = false;
    return () => {
      if (released) return;
      released = true;
      for (const release of releases) release();
    };
  }

  /** One request of the HTTP fallback: takes a token of its address, false when there is none. */
  takeAddressToken(address: string): boolean {
    return this.addressEntry(address).bucket.take();
  }

  /** Seconds until the address has a token again (Retry-After). */
  retryAfterSeconds(address: string): number {
    return Math.max(1, Math.ceil(this.addressEntry(address).bucket.waitMs() / 1000));
  }

  stop(): void {
    if (this.immediate) clearImmediate(this.immediate);
    if (this.timer) clearTimeout(this.timer);
    if (this.sweeper) clearInterval(this.sweeper);
    this.immediate = this.timer = this.sweeper = null;
    for (const lane of this.waiting) {
      lane.queue.length = 0;
      for (const release of lane.arrivals) release();
      lane.arrivals.clear();
    }
    this.waiting = [];
  }

  private addressEntry(address: string): AddressEntry {
    let entry = this.addresses.get(address);
    if (!entry) {
      entry = { bucket: new TokenBucket(this.limits.address, this.now), lanes: 0 };
      this.addresses.set(address, entry);
      this.startSweeper();
    }
    return entry;
  }

  /** Forgets addresses without sockets whose bucket is full again (forgetting them changes nothing). */
  private startSweeper(): void {
    if (this.sweeper) return;
    this.sweeper = setInterval(() => {
      for (const [address, entry] of this.addresses) if (entry.lanes === 0 && entry.bucket.full()) this.addresses.delete(address);
    }, SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  private schedule(): void {
    if (this.immediate) return;
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    this.immediate = setImmediate(() => {
      this.immediate = null;
      this.turn();
    });
  }

  private turn(): void {
    const lanes = this.waiting;
    this.waiting = [];
    const startedAt = performance.now();
    const later: Lane[] = [];
    let started = 0;
    let index = 0;
    for (; index < lanes.length; index += 1) {
      if (performance.now() - startedAt > ROUND_BUDGET_MS) break;
      const lane = lanes[index] as Lane;
      if (lane.closed || lane.queue.length === 0) {
        lane.waiting = false;
        continue;
      }
      if (lane.bucket.ready() && lane.address.bucket.ready()) {
        lane.bucket.take();
        lane.address.bucket.take();
        started += 1;
        this.start(lane, lane.queue.shift() as Job);
      }
      if (lane.queue.length > 0 && !lane.closed) later.push(lane);
      else lane.waiting = false;
    }
    // Lanes the budget cut off go first next turn; then those served now; then newcomers.
    this.waiting = [...lanes.slice(index), ...later, ...this.waiting];
    if (this.waiting.length === 0) return;
    if (started > 0 || index < lanes.length) return this.schedule();
    this.wakeWhenTokens();
  }

  private start(lane: Lane, job: Job): void {
    const done = (): void => {
      lane.inFlight -= 1;
    };
    job().then(done, done);
  }

  /** Every waiting lane lacks a token: wake when the first one will have one. */
  private wakeWhenTokens(): void {
    let wait = Number.POSITIVE_INFINITY;
    for (const lane of this.waiting) wait = Math.min(wait, Math.max(lane.bucket.waitMs(), lane.address.bucket.waitMs()));
    if (!Number.isFinite(wait)) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.schedule();
    }, Math.max(1, wait));
  }
}
