import type { Registry } from '../../engine/registry/registry';
import type { TaskContext, TaskRunner, TaskState } from '../tasks/taskRunner';
import { indexPlanFor } from './indexPlan';
import type { ItemRow } from './itemShape';
import type { ItemStore } from './itemStore';

/** Rows reindexed per transaction; the task yields to other work between batches. */
const BATCH = 200;
/** Stands for "no plan" (the type left the registry: its index entries must go). */
const NO_PLAN = '-';

function planFingerprint(registry: Registry, type: string): string {
  return indexPlanFor(registry, type)?.fingerprint ?? NO_PLAN;
}

/**
 * Keeps the derived indexes in step with the declarations. Each type records the fingerprint of the
 * index plan its items were indexed with; when the registry changes (a runtime type added, a facet
 * declared) every type whose plan differs is reindexed by a background task reporting progress.
 */
export class IndexMaintainer {
  private lastHash: string | undefined;
  /** Plan fingerprint each running reindex task writes, by type. */
  private readonly indexing = new Map<string, string>();

  constructor(
    private readonly store: ItemStore,
    private readonly tasks: TaskRunner,
  ) {}

  /** Types whose stored index was built with another plan than the registry's. */
  staleTypes(registry: Registry): string[] {
    const rows = this.store.db.prepare<[], { type: string; fingerprint: string }>('SELECT type, fingerprint FROM item_index_state').all();
    const recorded = new Map(rows.map((row) => [row.type, row.fingerprint]));
    const withItems = this.store.db.prepare<[], { type: string }>('SELECT type FROM type_counters').all().map((row) => row.type);
    return withItems.filter((type) => planFingerprint(registry, type) !== recorded.get(type)).sort();
  }

  /** Starts reindex tasks for stale types when the registry changed since the last call (cheap otherwise). */
  ensureCurrent(): TaskState[] {
    const registry = this.store.registry();
    if (registry.hash === this.lastHash) return [];
    this.lastHash = registry.hash;
    return this.staleTypes(registry).flatMap((type) => {
      const key = `reindex:${type}`;
      if (this.tasks.get(key)?.done !== false) return [this.reindexType(type)];
      // A task already writing the current plan (started by whoever changed the registry) keeps
      // running; one writing an older plan is stopped, and the check after it stopped restarts it.
      if (this.indexing.get(type) !== planFingerprint(registry, type)) this.tasks.kill(key);
      return [];
    });
  }

  /** Whether a reindex task of the type is running with the plan the registry has now. */
  isIndexingCurrentPlan(type: string): boolean {
    return this.tasks.get(`reindex:${type}`)?.done === false && this.indexing.get(type) === planFingerprint(this.store.registry(), type);
  }

  /** Reindexes every item of a type as a background task; its key is "reindex:{type}". */
  reindexType(type: string, owner = 'vgn-0'): TaskState {
    const fingerprint = planFingerprint(this.store.registry(), type);
    const state = this.tasks.start({ key: `reindex:${type}`, owner }, async (context) => {
      try {
        return await this.run(type, fingerprint, context);
      } catch (error) {
        // A killed or failed run leaves the type stale: the next check starts it again.
        this.lastHash = undefined;
        throw error;
      } finally {
        this.indexing.delete(type);
      }
    });
    this.indexing.set(type, fingerprint);
    return state;
  }

  private async run(type: string, fingerprint: string, context: TaskContext): Promise<undefined> {
    const db = this.store.db;
    const total = db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM items WHERE type = ?').get(type)?.n ?? 0;
    const batch = db.prepare<[string, number, number], ItemRow>('SELECT * FROM items WHERE type = ? AND seq > ? ORDER BY seq LIMIT ?');
    let lastSeq = 0;
    let done = 0;
    for (;;) {
      context.checkCancelled();
      const rows = batch.all(type, lastSeq, BATCH);
      if (rows.length === 0) break;
      db.transaction(() => rows.forEach((row) => this.store.reindex(row)))();
      lastSeq = rows.at(-1)?.seq ?? lastSeq;
      done += rows.length;
      context.progress(total === 0 ? 100 : (done / total) * 100);
      await new Promise((resolve) => setImmediate(resolve));
    }
    // Only a plan that stayed the same throughout may be recorded; otherwise the next check restarts.
    if (planFingerprint(this.store.registry(), type) === fingerprint) {
      db.prepare(
        `INSERT INTO item_index_state (type, fingerprint, indexed_ts) VALUES (?, ?, ?)
         ON CONFLICT (type) DO UPDATE SET fingerprint = excluded.fingerprint, indexed_ts = excluded.indexed_ts`,
      ).run(type, fingerprint, new Date().toISOString());
    } else {
      this.lastHash = undefined;
    }
    return undefined;
  }
}
