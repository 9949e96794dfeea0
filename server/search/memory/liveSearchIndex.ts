import { existsSync } from 'node:fs';
import type { SqlClient, SqlStatement } from '../../db/sqlClient';
import type { Registry } from '../../../engine/registry/registry';
import { storeLocationOf, type StoreLocation } from '../../db/storeLocation';
import { BackgroundBuild, type BuiltIndex } from './backgroundBuild';
import { ChangeFeed, FeedNotSettled } from './changeFeed';
import { readIndexSnapshot, writeIndexSnapshot, type FeedPosition, type SnapshotMeta } from './indexSnapshot';
import type { IndexBuildFigures, SnapshotFigures } from './indexFigures';
import { planFingerprints, plansDiffer, storedPlansStale } from './planFingerprints';
import { INDEXED_ROW_COLUMNS, SearchIndex, type IndexedRow, type IndexedValue } from './searchIndex';

/** More changed items than this at once (a bulk load) are cheaper to take in by rebuilding. */
const REBUILD_AFTER_CHANGES = 200_000;
/** Stores with fewer items build at once on the calling thread (about a second of CPU at 50,000 items). */
export const BACKGROUND_BUILD_FROM_ITEMS = 50_000;

export interface LiveSearchIndexOptions {
  /** Where the index is saved (after a build, at close) and read back at start; none: always build. */
  snapshotFile?: string;
  /**
   * Build in a worker thread when the store holds at least this many items (a SQLite file or PostgreSQL),
   * while SQL answers; undefined: always build at once on the calling thread.
   */
  backgroundFromItems?: number;
  /** Told when a background build failed (the index then builds on the calling thread next time). */
  onBuildError?: (error: unknown) => void;
}

/**
 * Keeps a SearchIndex current from the store's change feed: the item_changes log, where every
 * create, update and delete commits one row with its item id, in commit order. At each search the
 * index reads the rows after the last one it applied and re-reads those items (`items`,
 * `item_values`): the writer's next search sees its write (read your writes), writes through any
 * ItemStore or process sharing the database arrive too, and what the index holds is whatever
 * committed, never a write a rollback undid. Reindex tasks rewrite item_values without changes:
 * while some type's stored index is stale the index steps aside (SQL answers), and it is rebuilt once
 * they are done.
 */
export class LiveSearchIndex {
  private held: SearchIndex | undefined;
  private get index(): SearchIndex | undefined {
    return this.held;
  }
  /** An index replaced (or dropped) ends the work it does between searches. */
  private set index(next: SearchIndex | undefined) {
    if (this.held !== next) this.held?.work.stop();
    this.held = next;
  }
  /** Index plan fingerprint per type when the index was built. */
  private fingerprints: Record<string, string> = {};
  private registryHash: string | undefined;
  /** The last item_changes row the index has applied. */
  private appliedChange = 0;
  private readonly selectRow: SqlStatement<[string], IndexedRow>;
  private readonly selectValues: SqlStatement<[string], IndexedValue>;
  private readonly pendingCount: SqlStatement<[number], number>;
  private readonly feed: ChangeFeed;
  private readonly changeAt: SqlStatement<[number], { item_id: string; u: number; ts: string }>;
  private readonly snapshotFile: string | undefined;
  private restoreTried = false;
  /** The background build under way, and the registry hash it was started with. */
  private building: { build: BackgroundBuild; registryHash: string } | undefined;
  private backgroundFailed = false;
  /** After stop() (server shutdown) no build starts any more: SQL answers what the index cannot. */
  private stopped = false;
  lastBuild: IndexBuildFigures | undefined;
  lastSnapshot: SnapshotFigures | undefined;

  constructor(
    private readonly db: SqlClient,
    private readonly registry: () => Registry,
    private readonly options: LiveSearchIndexOptions = {},
  ) {
    this.snapshotFile = options.snapshotFile;
    this.changeAt = db.prepare<[number], { item_id: string; u: number; ts: string }>('SELECT item_id, u, ts FROM item_changes WHERE seq = ?');
    this.selectRow = db.prepare<[string], IndexedRow>(`SELECT ${INDEXED_ROW_COLUMNS} FROM items WHERE id = ?`);
    this.selectValues = db.prepare<[string], IndexedValue>('SELECT field, value_text, value_num FROM item_values WHERE item_id = ?').raw() as unknown as SqlStatement<[string], IndexedValue>;
    this.pendingCount = db.prepare<[number], number>('SELECT COUNT(*) FROM item_changes WHERE seq > ?').pluck();
    this.feed = new ChangeFeed(db);
  }

  /** The index brought up to date, or undefined when SQL must answer (inside a transaction, reindex running). */
  current(): SearchIndex | undefined {
    // Inside an open transaction the rows read may still be rolled back: SQL answers.
    if (this.db.inTransaction) return undefined;
    const registry = this.registry();
    if (this.index === undefined || registry.hash !== this.registryHash) {
      if (this.index !== undefined && !plansDiffer(registry, this.fingerprints)) this.registryHash = registry.hash;
      else if (storedPlansStale(this.db, registry)) return undefined;
      else if (!this.restoreOnce(registry) && !this.rebuildNowOrLater(registry)) return undefined;
    }
    if ((this.pendingCount.get(this.appliedChange) ?? 0) > REBUILD_AFTER_CHANGES && !this.rebuildNowOrLater(registry)) return undefined;
    // A change row held back behind one that may still commit (PostgreSQL): the index would miss a
    // write that committed, maybe the asker's own, so SQL answers until the feed is whole again.
    if (this.flush() === 'waiting') return undefined;
    return this.index;
  }

  /** Resolves when no background build is under way, nor work between searches (tests, the benchmark, the start log). */
  async settled(): Promise<void> {
    while (this.building) await this.building.build.done.then(() => undefined, () => undefined);
    await this.index?.work.idle();
  }

  /** Whether a background build is under way (SQL answers meanwhile). */
  get buildingInBackground(): boolean {
    return this.building !== undefined;
  }

  /** Ends a background build under way (server stop). */
  stop(): void {
    this.stopped = true;
    this.index?.work.stop();
    this.building?.build.stop();
    this.building = undefined;
  }

  /**
   * The snapshot is read at the first use only: later builds come from the tables. A store large
   * enough to build in the background reads it in the worker too (reading and verifying 120 MB at a
   * million items): the server listens meanwhile and SQL answers until the index is installed.
   */
  private restoreOnce(registry: Registry): boolean {
    if (this.index !== undefined || this.restoreTried) return false;
    this.restoreTried = true;
    const store = this.snapshotFile !== undefined && existsSync(this.snapshotFile) ? this.backgroundStore() : undefined;
    if (store === undefined) return this.restore(registry);
    this.startBackground(registry, store, this.snapshotFile);
    return false;
  }

  /**
   * Where a worker reaches the store (opening it a second time: a SQLite file or PostgreSQL, not
   * memory) when builds go to the background: at least `backgroundFromItems` items, no failure before.
   */
  private backgroundStore(): StoreLocation | undefined {
    const from = this.options.backgroundFromItems;
    const store = storeLocationOf(this.db);
    if (from === undefined || store === undefined || this.backgroundFailed) return undefined;
    if (this.building !== undefined) return store;
    return (this.db.prepare<[], number | null>('SELECT MAX(seq) FROM items').pluck().get() ?? 0) >= from ? store : undefined;
  }

  /**
   * Builds now on this thread (small stores, in-memory databases, after a failed background build)
   * and answers true; or starts a background build, drops the index and answers false: SQL answers
   * until the build is installed, so no search ever sees an index behind the feed.
   */
  private rebuildNowOrLater(registry: Registry): boolean {
    const store = this.backgroundStore();
    if (store === undefined) {
      try {
        this.rebuild();
      } catch (error) {
        if (!(error instanceof FeedNotSettled)) throw error;
        this.index = undefined;
        return false;
      }
      return true;
    }
    this.index = undefined;
    if (this.building?.registryHash !== registry.hash) this.startBackground(registry, store, undefined);
    return false;
  }

  /** Starts a worker that builds the index from the tables, or reads `restoreFrom` (and builds when that file is not whole). */
  private startBackground(registry: Registry, store: StoreLocation, restoreFrom: string | undefined): void {
    this.index = undefined;
    if (this.stopped) return;
    this.building?.build.stop();
    const fingerprints = planFingerprints(registry);
    const build = new BackgroundBuild({ store, snapshotFile: this.snapshotFile, fingerprints, ...(restoreFrom === undefined ? {} : { restoreFrom }) });
    const building = { build, registryHash: registry.hash };
    this.building = building;
    build.done
      .then(
        (built) => this.install(building, built, fingerprints),
        (error: unknown) => {
          // A build stopped or replaced meanwhile is no failure.
          if (this.building !== building) return;
          this.building = undefined;
          throw error;
        },
      )
      .catch((error: unknown) => {
        this.backgroundFailed = true;
        this.options.onBuildError?.(error);
      });
  }

  /**
   * Takes a finished background build or snapshot read as the index, unless the registry moved on
   * meanwhile (then the next search starts another). A snapshot is taken only when it matches this
   * store and the index plans (restore()'s rule), else the index is built from the tables.
   */
  private install(building: NonNullable<LiveSearchIndex['building']>, built: BuiltIndex, builtWith: Record<string, string>): void {
    if (this.building !== building) return;
    this.building = undefined;
    const registry = this.registry();
    if (registry.hash !== building.registryHash) return;
    const { source } = built;
    if (source.kind === 'snapshot' && !this.accepts(source.meta, registry)) {
      this.rebuildNowOrLater(registry);
      return;
    }
    this.index = built.index;
    this.appliedChange = built.seq;
    this.registryHash = building.registryHash;
    this.fingerprints = source.kind === 'snapshot' ? source.meta.fingerprints : builtWith;
    this.lastBuild = { items: built.index.count, milliseconds: built.buildMs, megabytes: built.megabytes, source: source.kind };
    if (built.snapshot) this.lastSnapshot = { seq: built.seq, ...built.snapshot };
    else if (source.kind === 'snapshot') this.lastSnapshot = { seq: built.seq, milliseconds: 0, megabytes: 0 };
  }

  /** Builds the index from the tables in one streaming pass. */
  rebuild(): SearchIndex {
    const started = performance.now();
    const registry = this.registry();
    // One read transaction: the tables and the last change row seen together.
    const index = this.db.transaction(() => {
      this.appliedChange = this.feed.buildCursor();
      return SearchIndex.build(this.db);
    })();
    this.index = index;
    this.registryHash = registry.hash;
    this.fingerprints = planFingerprints(registry);
    this.lastBuild = { items: index.count, milliseconds: performance.now() - started, megabytes: index.bytes() / 1024 / 1024, source: 'tables' };
    this.save();
    return index;
  }

  /**
   * Writes the index to the snapshot file when it holds changes the file does not (after a build, at
   * a clean shutdown). The file names the last change row it includes; see restore().
   */
  save(): void {
    const index = this.index;
    if (this.snapshotFile === undefined || index === undefined || this.appliedChange === this.lastSnapshot?.seq) return;
    const feed = this.feedPosition(this.appliedChange);
    if (feed === undefined) return;
    const started = performance.now();
    const bytes = writeIndexSnapshot(this.snapshotFile, index, { feed, fingerprints: this.fingerprints });
    this.lastSnapshot = { seq: feed.seq, milliseconds: performance.now() - started, megabytes: bytes / 1024 / 1024 };
  }

  /**
   * Takes the snapshot file as the index when it is usable: written with the index plan every type
   * has now, and covering a prefix of this database's change feed (the row it names is there, with
   * the same item, version and instant: a replaced or restored database does not match). The
   * changes after that row are then applied by the usual catch-up. Otherwise the caller builds.
   */
  private restore(registry: Registry): boolean {
    if (this.snapshotFile === undefined) return false;
    const started = performance.now();
    const snapshot = readIndexSnapshot(this.snapshotFile);
    if (snapshot === undefined || !this.accepts(snapshot.meta, registry)) return false;
    const { feed, fingerprints } = snapshot.meta;
    this.index = snapshot.index;
    this.appliedChange = feed.seq;
    this.registryHash = registry.hash;
    this.fingerprints = fingerprints;
    this.lastSnapshot = { seq: feed.seq, milliseconds: 0, megabytes: 0 };
    this.lastBuild = { items: snapshot.index.count, milliseconds: performance.now() - started, megabytes: snapshot.index.bytes() / 1024 / 1024, source: 'snapshot' };
    return true;
  }

  /** Whether a snapshot covers a prefix of this database's change feed and was written with every type's current index plan. */
  private accepts({ feed, fingerprints }: SnapshotMeta, registry: Registry): boolean {
    const stored = this.feedPosition(feed.seq);
    if (stored?.itemId !== feed.itemId || stored.u !== feed.u || stored.ts !== feed.ts) return false;
    return !plansDiffer(registry, fingerprints);
  }

  private feedPosition(seq: number): FeedPosition | undefined {
    const row = seq > 0 ? this.changeAt.get(seq) : undefined;
    return row === undefined ? undefined : { seq, itemId: row.item_id, u: row.u, ts: row.ts };
  }

  /** Applies the committed changes after the cursor; 'waiting' when later ones are held back (see ChangeFeed). */
  private flush(): 'whole' | 'waiting' {
    const index = this.index;
    if (!index) return 'whole';
    const changed = new Set<string>();
    const { changes, waiting } = this.feed.after(this.appliedChange);
    for (const change of changes) {
      changed.add(change.item_id);
      this.appliedChange = change.seq;
    }
    for (const id of changed) {
      const row = this.selectRow.get(id);
      if (row) index.put(row, this.selectValues.all(id));
      else index.remove(index.slotOfId(id));
    }
    return waiting ? 'waiting' : 'whole';
  }
}
