import type { SqlClient } from '../db/sqlClient';
import type { Registry } from '../../engine/registry/registry';
import { labelsOf } from '../items/labels';
import type { PermissionService } from '../permissions/permissionService';
import { joinSql, jsonList, TRUE_SQL, type SqlFragment } from '../permissions/sqlFragment';
import type { Actor } from '../protocol/contract';
import { actorIdsOf } from './actorFilter';
import { countFacet, facetSelection, resolveFacet, type ResolvedFacet } from './facets';
import type { HiddenFields } from '../../engine/derive/fieldRead';
import { compileQuery, typesNamed } from './queryCompiler';
import { maxOf, type BoolQuery, type SearchReply, type SearchRequest } from './searchRequest';
import { compileSort, effectiveSort } from './sortSql';
import { indexedSearch } from './memory/indexedSearch';
import { LiveSearchIndex } from './memory/liveSearchIndex';
import type { SearchIndex } from './memory/searchIndex';
import { IndexCannotAnswer } from './memory/slotTests';

export interface SearchServiceDeps {
  db: SqlClient;
  registry: () => Registry;
  permissions: PermissionService;
  /** Clock for the relative time and date facets. */
  now?: () => number;
  /** Searches run on the in-memory index (memory/, kept current from the item_changes feed); else on SQL only. */
  memoryIndex?: boolean;
  /** File the in-memory index is saved to (after a build, at close) and read back from at start (memory/indexSnapshot.ts). */
  indexSnapshotFile?: string;
  /** Stores of at least this many items build the index in a worker thread while SQL answers (memory/backgroundBuild.ts); undefined: build at once. */
  backgroundIndexBuildFrom?: number;
  /** Told when a background index build failed (the index is then built on the calling thread). */
  onIndexError?: (error: unknown) => void;
  /**
   * Called first by every search with its actor (null: anonymous; also before the index is warmed up
   * or saved): writes the deferred bulk creations that actor made (server/items/bulkDeriver.ts), so
   * the writer's next search sees its items, and any whose items rows the change feed could meet
   * without their derived rows. False when it could not (called from the deriver's own
   * announcements): SQL answers then, never the in-memory index.
   */
  beforeSearch?: (actor: Actor | null) => boolean;
}

/** Which way a search is answered: the in-memory index when it can, else SQL; or one of them (tests, benchmark). */
export type SearchPath = 'auto' | 'index' | 'sql';

const HITS_TABLE_NAME = 'search_hits';
const HITS_TABLE = `temp.${HITS_TABLE_NAME}`;
/** The materialized hits as items rows `i`; CROSS JOIN keeps the (few) hits the outer loop, never an index scan of items. */
const HITS_FROM = `${HITS_TABLE} h CROSS JOIN items i ON i.seq = h.seq`;

/** Replaces the temp table's content with the items matching where; returns how many. */
function materializeHits(db: SqlClient, where: SqlFragment): number {
  db.prepare(`DELETE FROM ${HITS_TABLE}`).run();
  return db.prepare(`INSERT INTO ${HITS_TABLE} (seq) SELECT i.seq FROM items i WHERE ${where.sql}`).run(...where.params).changes;
}

/** Types left out of a search that names no type: excludeGeneralSearch and system types. */
function generallyExcluded(registry: Registry): string[] {
  return [...registry.types.values()]
    .filter((t) => t.declaration.excludeGeneralSearch === true || t.declaration.system === true)
    .map((t) => t.key);
}

/**
 * Answers search/ids: compiles the request to one SQL condition (read predicate, type scope, boolean
 * query, facet selections), runs it once into a temp table of hits, then pages ids, counts the total
 * and the facets over those hits, so neither hits nor counts include an item the asker may not read.
 */
export class SearchService {
  private hitsTableReady = false;
  private readonly live: LiveSearchIndex | undefined;

  constructor(private readonly deps: SearchServiceDeps) {
    this.live =
      deps.memoryIndex === true
        ? new LiveSearchIndex(deps.db, deps.registry, { snapshotFile: deps.indexSnapshotFile, backgroundFromItems: deps.backgroundIndexBuildFrom, onBuildError: deps.onIndexError })
        : undefined;
  }

  /** Condition of the hits before facet selections: read rule, type scope and the boolean query. */
  private baseCondition(actor: Actor | null, registry: Registry, query: BoolQuery, hidden: HiddenFields | undefined): { where: SqlFragment; types: string[]; named: boolean } {
    const named = typesNamed(query);
    const excluded = named ? [] : generallyExcluded(registry);
    const typeScope: SqlFragment = { sql: 'i.type NOT IN (SELECT value FROM json_each(?))', params: [jsonList(excluded)] };
    const types = named ?? [...registry.types.keys()].filter((key) => !excluded.includes(key));
    const actorIds = actorIdsOf(actor, (userId) => this.deps.permissions.contactIdOf(userId));
    const where = joinSql([this.deps.permissions.readFilter(actor), ...(named ? [] : [typeScope]), compileQuery(registry, query, actorIds, hidden)], 'AND');
    return { where, types, named: named !== undefined };
  }

  search(actor: Actor | null, request: SearchRequest): SearchReply {
    return this.searchBy('auto', actor, request);
  }

  /**
   * search/ids by the given path. Both compile the request the same way first (so both refuse the
   * same requests); the index path falls back to SQL where it cannot answer exactly ('index' then throws).
   */
  searchBy(path: SearchPath, actor: Actor | null, request: SearchRequest): SearchReply {
    const { db } = this.deps;
    const registry = this.deps.registry();
    const admin = actor?.admin === true;
    const hidden = this.deps.permissions.hiddenFields(actor);
    const { where, types, named } = this.baseCondition(actor, registry, request, hidden);
    const typedText = (request.must ?? []).flatMap((f) => (f.kind === 'text' && f.prop === undefined ? [f.value] : [])).join(' ') || undefined;
    const scope = { registry, types, admin, hidden, typedText, now: this.deps.now?.() ?? Date.now(), tzOffset: request.tzOffset ?? 0 };
    const facets = (request.facets ?? []).map((f) => resolveFacet(scope, f)).filter((f): f is ResolvedFacet => f !== undefined);
    const order = compileSort(scope, request.sort);
    const derived = this.deps.beforeSearch?.(actor) ?? true;
    const index = path === 'sql' || !derived ? undefined : this.live?.current();
    if (path === 'index' && index === undefined) throw new IndexCannotAnswer('no current index');
    if (index) {
      try {
        const reply: SearchReply = indexedSearch({
          db,
          index,
          registry,
          viewer: this.deps.permissions.viewerOf(actor),
          actorIds: actorIdsOf(actor, (userId) => this.deps.permissions.contactIdOf(userId)),
          hidden,
          query: request,
          excludedTypes: named ? undefined : generallyExcluded(registry),
          facets,
          sort: effectiveSort(scope, request.sort),
          offset: request.offset ?? 0,
          max: maxOf(request),
        });
        if (request.labels) reply.labels = index.labels.labels(db, registry, reply.ids);
        return reply;
      } catch (error) {
        if (!(error instanceof IndexCannotAnswer) || path === 'index') throw error;
      }
    }
    return this.sqlSearch(registry, where, facets, order, request);
  }

  /** The index's build figures (undefined before the first search built it or without a change feed). */
  indexFigures(): LiveSearchIndex['lastBuild'] {
    return this.live?.lastBuild;
  }

  /**
   * Readies the in-memory index now (server start) instead of at the first search: read back from
   * its snapshot, built at once, or (large stores without a usable snapshot) building in the
   * background while SQL answers.
   */
  warmUp(): void {
    if (this.deps.beforeSearch?.(null) === false) return;
    this.live?.current();
  }

  /** Resolves when no background index build is under way. */
  indexSettled(): Promise<void> {
    return this.live?.settled() ?? Promise.resolve();
  }

  /** The in-memory index brought up to date (tests: its work between searches, its kept structures); undefined when SQL answers. */
  memoryIndex(): SearchIndex | undefined {
    return this.live?.current();
  }

  /** Whether the index is being built in the background (searches go to SQL meanwhile). */
  indexBuilding(): boolean {
    return this.live?.buildingInBackground ?? false;
  }

  /** Brings the index up to date and saves its snapshot when it changed since the last one (clean shutdown); ends a background build. */
  saveIndex(): void {
    // Never a snapshot whose feed position passed items not derived yet: they would be missed later.
    if (this.deps.beforeSearch?.(null) !== false) {
      this.live?.current();
      this.live?.save();
    }
    this.live?.stop();
  }

  /** The last snapshot written or read (undefined without a snapshot file). */
  snapshotFigures(): LiveSearchIndex['lastSnapshot'] {
    return this.live?.lastSnapshot;
  }

  private sqlSearch(registry: Registry, where: SqlFragment, facets: ResolvedFacet[], order: SqlFragment, request: SearchRequest): SearchReply {
    const { db } = this.deps;
    const selections = facets.map(facetSelection);
    const chosen = (except?: number): SqlFragment =>
      joinSql([where, ...selections.filter((s, n): s is SqlFragment => s !== undefined && n !== except)], 'AND');
    // The full condition (read rule included) runs once: its hits land in a temp table that paging,
    // the total and the facets without a selection of their own read back.
    this.ensureHitsTable();
    // No finally: a failed search leaves its hits for the next one to clear (materializeHits empties
    // the table first). On PostgreSQL a failed statement aborts the transaction, and a cleanup then
    // would fail too and hide the first error.
    const total = materializeHits(db, chosen());
    const ids = db
      .prepare<unknown[], { id: string }>(`SELECT i.id FROM ${HITS_FROM} ORDER BY ${order.sql} LIMIT ? OFFSET ?`)
      .all(...order.params, maxOf(request), request.offset ?? 0)
      .map((row) => row.id);
    const reply: SearchReply = { ids, facets: {}, total };
    // Each facet is counted with every other facet's selection but not its own (multi-select
    // facets): a facet with a selection needs the hits without it, so it runs its own condition.
    facets.forEach((facet, n) => {
      reply.facets[facet.field] = selections[n] === undefined ? countFacet(db, facet, TRUE_SQL, HITS_FROM) : countFacet(db, facet, chosen(n));
    });
    if (request.labels) reply.labels = labelsOf(db, registry, ids);
    db.prepare(`DELETE FROM ${HITS_TABLE}`).run();
    return reply;
  }

  /**
   * Temp tables live per connection; the store is synchronous, so searches never share one mid-way.
   * Created inside a transaction, the table goes if that transaction rolls back (on both stores):
   * it is known to stay only when created outside one.
   */
  private ensureHitsTable(): void {
    if (this.hitsTableReady) return;
    this.deps.db.exec(`CREATE TEMP TABLE IF NOT EXISTS ${HITS_TABLE_NAME} (seq INTEGER PRIMARY KEY)`);
    this.hitsTableReady = !this.deps.db.inTransaction;
  }

  /** Whether the item passes the query and the actor may read it (type watches use this). */
  matches(actor: Actor | null, itemId: string, query: BoolQuery): boolean {
    const { where } = this.baseCondition(actor, this.deps.registry(), query, this.deps.permissions.hiddenFields(actor));
    return this.deps.db.prepare(`SELECT 1 FROM items i WHERE i.id = ? AND ${where.sql}`).get(itemId, ...where.params) !== undefined;
  }
}
