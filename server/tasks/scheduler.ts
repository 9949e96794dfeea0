import type { Logger } from '../log';
import { SOLE_NODE, type LeaseHolder } from '../timers/lease';

/**
 * Periodic jobs (plugins' schedules, notification digests). A job never overlaps itself (a slow
 * run delays the next), a failure is logged and the next period runs again; timers never keep the process alive. Jobs that must
 * survive restarts keep their own state in the store (a due date), so a missed period is caught up
 * by the next run.
 */
export class Scheduler {
  private readonly timers = new Set<NodeJS.Timeout>();

  /** `holder`: runs jobs only while this node holds the scheduled-work lease (once per deployment). */
  constructor(
    private readonly log: Logger,
    private readonly holder: LeaseHolder = SOLE_NODE,
  ) {}

  every(name: string, everyMs: number, job: () => void | Promise<void>): void {
    if (!(everyMs >= 1000)) throw new Error(`schedule ${name}: the period must be at least 1000 ms`);
    let running = false;
    const timer = setInterval(() => {
      if (running || !this.holder.held()) return;
      running = true;
      Promise.resolve()
        .then(job)
        .catch((error: unknown) => this.log.error({ err: error, job: name }, 'scheduled job failed'))
        .finally(() => {
          running = false;
        });
    }, everyMs);
    timer.unref();
    this.timers.add(timer);
  }

  stop(): void {
    for (const timer of this.timers) clearInterval(timer);
    this.timers.clear();
  }
}
