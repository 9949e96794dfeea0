import type { SqlClient } from '../db/sqlClient';
import { getSetting, setSetting } from '../db/settings';
import type { Logger } from '../log';

/** The settings key marking a plugin's once-per-store work as done. */
export function onceMarkerKey(plugin: string, name: string): string {
  return `plugin-once:${plugin}:${name}`;
}

type OnceWork = (signal: AbortSignal) => Promise<void>;

interface Registered {
  plugin: string;
  name: string;
  work: OnceWork;
}

/**
 * The plugins' once-per-store work (`context.once`): registered during setup, run one after the
 * other in the background once every plugin is set up. A marker in the settings table (the store
 * itself, so a restored backup or another node sees it) is written only when a work completed: a
 * failure or a stop leaves it unmarked, so it runs again at the next start. Nodes starting together
 * may both run it, which idempotent work allows.
 */
export class OncePerStore {
  private readonly registered: Registered[] = [];
  private readonly stop = new AbortController();

  constructor(
    private readonly db: SqlClient,
    private readonly log: Logger,
  ) {}

  register(plugin: string, name: string, work: OnceWork): void {
    if (this.registered.some((entry) => entry.plugin === plugin && entry.name === name)) throw new Error(`plugin ${plugin}: once work "${name}" is registered twice`);
    this.registered.push({ plugin, name, work });
  }

  /** Runs what is not marked done yet; resolves when all ended (well or not). */
  async run(): Promise<void> {
    // Not a step of the start itself: the first page of work waits for the event loop's next turn.
    await new Promise((resolve) => setImmediate(resolve));
    for (const { plugin, name, work } of this.registered) {
      if (this.stop.signal.aborted) return;
      const key = onceMarkerKey(plugin, name);
      if (getSetting(this.db, key) !== null) continue;
      const started = Date.now();
      try {
        await work(this.stop.signal);
        if (this.stop.signal.aborted) return;
        const ms = Date.now() - started;
        // When it was done and how long it took: what an operator (or a benchmark) asks of it afterwards.
        setSetting(this.db, key, JSON.stringify({ doneAt: new Date().toISOString(), ms }));
        this.log.info({ plugin, work: name, ms }, 'once-per-store work done');
      } catch (error) {
        this.log.error({ err: error, plugin, work: name }, 'once-per-store work failed: it runs again at the next start');
      }
    }
  }

  /** Asks running work to stop (the server closes); it is not marked done. */
  close(): void {
    this.stop.abort();
  }
}
