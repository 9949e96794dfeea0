import type { Database, Statement } from 'better-sqlite3';
import type { Registry } from '../../../engine/registry/registry';
import { indexPlanFor } from '../../items/indexPlan';
import { INDEXED_ROW_COLUMNS, SearchIndex, type IndexedRow, type IndexedValue } from './searchIndex';

/** More changed items than this at once (a bulk load) are cheaper to take in by rebuilding. */
const REBUILD_AFTER_CHANGES = 200_000;
const NO_PLAN = '-';

/** What the last build or rebuild cost, for the benchmark and the log. */
export interface IndexBuildFigures {
  items: number;
  milliseconds: number;
  megabytes: number;
}

/** A feed of changed item ids: the store's change listeners today, a database change feed later. */
export type ChangeFeed = (listener: (itemId: string) => void) => () => void;

/**
 * Keeps a SearchIndex current. The change feed only names changed items; the index reads their rows
 * back from the database at the next search (read your writes: the writer's next search flushes
 * them), so what it holds is whatever committed, never a write a rollback undid. Reindex tasks
 * rewrite item_values without changes: while some type's stored index is stale the index steps
 * aside (SQL answers), and it is rebuilt once they are done.
 */
export class LiveSearchIndex {
  private index: SearchIndex | undefined;
  /** Index plan fingerprint per type when the index was built. */
  private fingerprints = new Map<string, string>();
  private registryHash: string | undefined;
  private readonly dirty = new Set<string>();
  private readonly selectRow: Statement<[string], IndexedRow>;
  private readonly selectValues: Statement<[string], IndexedValue>;
  private readonly unsubscribe: () => void;
  lastBuild: IndexBuildFigures | undefined;

  constructor(
    private readonly db: Database,
    private readonly registry: () => Registry,
    feed: ChangeFeed,
  ) {
    this.selectRow = db.prepare<[string], IndexedRow>(`SELECT ${INDEXED_ROW_COLUMNS} FROM items WHERE id = ?`);
    this.selectValues = db.prepare<[string], IndexedValue>('SELECT field, value_text, value_num FROM item_values WHERE item_id = ?').raw() as unknown as Statement<[string], IndexedValue>;
    this.unsubscribe = feed((itemId) => this.dirty.add(itemId));
  }

  /** The index brought up to date, or undefined when SQL must answer (inside a transaction, reindex running). */
  current(): SearchIndex | undefined {
    // Inside an open transaction the rows read may still be rolled back: SQL answers.
    if (this.db.inTransaction) return undefined;
    const registry = this.registry();
    if (this.index === undefined || registry.hash !== this.registryHash) {
      if (this.index !== undefined && !this.plansChanged(registry)) this.registryHash = registry.hash;
      else if (this.storedIndexStale(registry)) return undefined;
      else this.rebuild();
    }
    if (this.dirty.size > REBUILD_AFTER_CHANGES) this.rebuild();
    else this.flush();
    return this.index;
  }

  /** Builds the index from the tables in one streaming pass. */
  rebuild(): SearchIndex {
    const started = performance.now();
    const registry = this.registry();
    this.dirty.clear();
    const index = SearchIndex.build(this.db);
    this.index = index;
    this.registryHash = registry.hash;
    this.fingerprints = new Map([...registry.types.keys()].map((type) => [type, indexPlanFor(registry, type)?.fingerprint ?? NO_PLAN]));
    this.lastBuild = { items: index.count, milliseconds: performance.now() - started, megabytes: index.bytes() / 1024 / 1024 };
    return index;
  }

  stop(): void {
    this.unsubscribe();
  }

  private flush(): void {
    const index = this.index;
    if (!index || this.dirty.size === 0) return;
    for (const id of this.dirty) {
      const row = this.selectRow.get(id);
      if (row) index.put(row, this.selectValues.all(id));
      else index.remove(index.slotOfId(id));
    }
    this.dirty.clear();
  }

  /** Whether some type's index plan differs from the one the index was built with. */
  private plansChanged(registry: Registry): boolean {
    const types = new Set([...registry.types.keys(), ...this.fingerprints.keys()]);
    for (const type of types) if ((indexPlanFor(registry, type)?.fingerprint ?? NO_PLAN) !== (this.fingerprints.get(type) ?? NO_PLAN)) return true;
    return false;
  }

  /** Whether some type with items has its index stored with another plan (a reindex task is due or running). */
  private storedIndexStale(registry: Registry): boolean {
    const recorded = new Map(this.db.prepare<[], { type: string; fingerprint: string }>('SELECT type, fingerprint FROM item_index_state').all().map((row) => [row.type, row.fingerprint]));
    const withItems = this.db.prepare<[], { type: string }>('SELECT type FROM type_counters').all();
    return withItems.some((row) => (indexPlanFor(registry, row.type)?.fingerprint ?? NO_PLAN) !== recorded.get(row.type));
  }
}
