/** Milliseconds of work per turn of the event loop: a request arriving meanwhile waits about this long at most (plus one step). */
const TURN_MS = 16;

/**
 * A piece of work cut into steps: each `yield` ends a step of a few milliseconds (a loop over some
 * thousands of items, a native sort of a few thousand numbers). Returns its result.
 */
export type Steps<T> = Generator<void, T, void>;

/** Runs every step at once (small inputs, where slicing would cost more than it spares). */
export function drain<T>(steps: Steps<T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done === true) return next.value;
  }
}

/**
 * Work the index does between searches instead of inside one: structures derived from the index
 * (kept orders, the creation order) that take up to seconds of CPU at a million items. Each job runs
 * in steps, several per turn of the event loop up to TURN_MS, so a request waits for at most one turn
 * instead of the whole sort. One job per key; the searches meanwhile answer without the structure
 * (the exact per-hit path). A job that throws is dropped (its structure is simply not kept; the
 * error is kept in lastError for tests).
 */
export class SlicedWork {
  private readonly jobs = new Map<string, Steps<void>>();
  private turn: NodeJS.Immediate | undefined;
  private stopped = false;
  private waiting: (() => void)[] = [];
  /** The last error a job threw (the job was dropped). */
  lastError: unknown;

  /** Whether a job of this key is under way. */
  has(key: string): boolean {
    return this.jobs.has(key);
  }

  /** Starts a job unless one of this key is under way (or the work was stopped). */
  start(key: string, steps: Steps<void>): void {
    if (this.stopped || this.jobs.has(key)) return;
    this.jobs.set(key, steps);
    this.schedule();
  }

  /** Runs one step of the oldest job; false when no job is left. */
  step(): boolean {
    const [first] = this.jobs;
    if (first === undefined) return false;
    const [key, steps] = first;
    let done = true;
    try {
      done = steps.next().done === true;
    } catch (error) {
      this.lastError = error;
    }
    if (done) {
      this.jobs.delete(key);
      this.settle();
    }
    return true;
  }

  /** Resolves when no job is left. */
  idle(): Promise<void> {
    if (this.jobs.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Drops every job and starts none any more (the index is no longer used). */
  stop(): void {
    this.stopped = true;
    this.jobs.clear();
    if (this.turn !== undefined) clearImmediate(this.turn);
    this.turn = undefined;
    this.settle();
  }

  private schedule(): void {
    if (this.turn !== undefined) return;
    // Referenced: an unreferenced immediate runs only when other I/O wakes the event loop, so the
    // work would stall on an idle server. A stopping process ends the work (stop()).
    this.turn = setImmediate(() => {
      this.turn = undefined;
      const until = performance.now() + TURN_MS;
      while (performance.now() < until && this.step());
      if (this.jobs.size > 0) this.schedule();
      else this.settle();
    });
  }

  private settle(): void {
    if (this.jobs.size > 0) return;
    const waiting = this.waiting;
    this.waiting = [];
    for (const resolve of waiting) resolve();
  }
}

/**
 * Derived structures over at least this many items are made in steps between searches; smaller
 * ones at once (a few milliseconds: slicing would only delay them). Tests lower it to take the
 * sliced path on small stores (sliceFrom).
 */
let SLICED_FROM_ITEMS = 32_768;

/** Whether work over `items` items runs in steps between searches. */
export function slicedFor(items: number): boolean {
  return items >= SLICED_FROM_ITEMS;
}

/** Sets the item count from which derived structures are made between searches; answers the previous one. */
export function sliceFrom(items: number): number {
  const before = SLICED_FROM_ITEMS;
  SLICED_FROM_ITEMS = items;
  return before;
}
