import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { SqlClient } from '../../server/db/sqlClient';
import type { Registry } from '../../engine/registry/registry';
import { PermissionService } from '../../server/permissions/permissionService';
import type { Actor } from '../../server/protocol/contract';
import { SearchService, type SearchPath } from '../../server/search/searchService';
import type { SearchScenario } from './searchBench';
import { summarize, type Summary } from './stats';

/** Runs before the timed ones: the first searches of a scenario include V8 compiling its code paths (up to ~30 ms CPU each at 100k, seen in the first ten runs), a one-time cost of a process, not of a search. */
const WARM_UP_RUNS = 10;

/** One scenario timed in process on one path (no socket): the old SQL path or the in-memory index. */
export interface SearchPathResult {
  scenario: string;
  account: string;
  path: Exclude<SearchPath, 'auto'>;
  runs: number;
  latencyMs: Summary;
  /** CPU time of this process per search (the machine is shared: wall time includes waiting for a core). */
  cpuMs: Summary;
  total: number;
  /**
   * The first searches of this scenario and actor (the warm-up runs, each followed by a turn of the
   * event loop, then until the index's background work is done): the longest single search, and the
   * longest the event loop was blocked (a search or work between searches; a request arriving then
   * waits that long). Index path only.
   */
  firstSearches?: { longestSearchMs: number; longestBlockMs: number };
}

/** Building the in-memory index from the filled store (what a server start with this store costs). */
export interface IndexBuildResult {
  items: number;
  /** Built from the tables (then the snapshot written), or read back from the store's snapshot. */
  source: 'tables' | 'snapshot';
  /** Readying the index this way: the build, or the start from the snapshot. */
  buildMs: number;
  buildCpuMs: number;
  /** The index's own estimate of its arrays and term texts. */
  indexMegabytes: number;
  /** Growth of the process heap and array buffers across the build (after a collection when --expose-gc). */
  heapDeltaMegabytes: number;
  /** The snapshot the build wrote (what a clean shutdown writes too): its size and the time to write it. */
  snapshotMegabytes: number;
  snapshotWriteMs: number;
  /** A second index started from that snapshot, as the next server start does (read, checked, caught up). */
  restoreMs: number;
  restoreCpuMs: number;
  /** Resident memory of the whole process with both paths' services loaded. */
  rssMegabytes: number;
}

export interface SearchPathsResult {
  build: IndexBuildResult;
  results: SearchPathResult[];
}

const megabytes = (bytes: number): number => bytes / 1024 / 1024;

/** CPU milliseconds (user + system) of this process since `since`. */
function cpuMsSince(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
}

function heldBytes(): number {
  (globalThis as { gc?: () => void }).gc?.();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
}

export interface SearchPathsOptions {
  /** Timed runs of the index path per scenario and actor. */
  runs: number;
  /** Timed runs of the SQL path (0: not measured; it takes seconds per search at 1M items). */
  sqlRuns: number;
  /** The store's snapshot file: read back when usable, else written by the build (kept for the next run). */
  snapshotFile: string;
}

function timeStart(db: SqlClient, registry: () => Registry, permissions: PermissionService, snapshotFile: string): { service: SearchService; ms: number; cpuMs: number } {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const service = new SearchService({ db, registry, permissions, memoryIndex: true, indexSnapshotFile: snapshotFile });
  service.warmUp();
  return { service, ms: performance.now() - started, cpuMs: cpuMsSince(cpu) };
}

/**
 * Readies the in-memory index over the store (read from its snapshot, or built and the snapshot
 * written), times a second start from that snapshot (what a server start costs), then times each
 * scenario as each actor through SearchService.searchBy in this process over the server's database
 * connection (labels included): the index `runs` times, the SQL path `sqlRuns` times.
 */
export async function benchSearchPaths(
  db: SqlClient,
  registry: () => Registry,
  scenarios: readonly SearchScenario[],
  actors: readonly { label: string; actor: Actor }[],
  options: SearchPathsOptions,
): Promise<SearchPathsResult> {
  const permissions = new PermissionService(db, { dedicated: false }, registry);
  const before = heldBytes();
  const first = timeStart(db, registry, permissions, options.snapshotFile);
  const search = first.service;
  const figures = search.indexFigures();
  const heapDeltaMegabytes = megabytes(heldBytes() - before);
  const snapshot = search.snapshotFigures();
  // Only the figures of the second start are kept: its index would otherwise stay on the heap during
  // the timed searches, and a full collection's cost grows with every index held.
  const restart = ((): { ms: number; cpuMs: number } => {
    const { service, ms, cpuMs } = timeStart(db, registry, permissions, options.snapshotFile);
    if (service.indexFigures()?.source !== 'snapshot') throw new Error('the index did not start from its snapshot');
    return { ms, cpuMs };
  })();
  const build: IndexBuildResult = {
    items: figures?.items ?? 0,
    source: figures?.source ?? 'tables',
    buildMs: first.ms,
    buildCpuMs: first.cpuMs,
    indexMegabytes: figures?.megabytes ?? 0,
    heapDeltaMegabytes,
    snapshotMegabytes: figures?.source === 'tables' ? (snapshot?.megabytes ?? 0) : 0,
    snapshotWriteMs: figures?.source === 'tables' ? (snapshot?.milliseconds ?? 0) : 0,
    restoreMs: restart.ms,
    restoreCpuMs: restart.cpuMs,
    rssMegabytes: megabytes(process.memoryUsage().rss),
  };
  const results: SearchPathResult[] = [];
  for (const scenario of scenarios) {
    for (const { label, actor } of actors) {
      for (const path of ['sql', 'index'] as const) {
        const count = path === 'sql' ? options.sqlRuns : options.runs;
        if (count === 0) continue;
        const latencies: number[] = [];
        const cpu: number[] = [];
        let total = 0;
        const warmUps = path === 'sql' ? 1 : WARM_UP_RUNS;
        // The event loop's longest delay during the first searches: a search, or work the index does between searches.
        const blocks = monitorEventLoopDelay({ resolution: 1 });
        blocks.enable();
        await new Promise<void>((resolve) => setImmediate(resolve));
        let longestSearchMs = 0;
        for (let run = 0; run < warmUps + count; run += 1) {
          const begun = performance.now();
          const cpuBegun = process.cpuUsage();
          total = search.searchBy(path, actor, scenario.request).total;
          const took = performance.now() - begun;
          if (run < warmUps) {
            longestSearchMs = Math.max(longestSearchMs, took);
            // A server turns the event loop between requests: the index's sliced work runs there.
            await new Promise<void>((resolve) => setImmediate(resolve));
            if (run === warmUps - 1) {
              await search.indexSettled();
              blocks.disable();
            }
            continue;
          }
          latencies.push(took);
          cpu.push(cpuMsSince(cpuBegun));
        }
        const firstSearches = path === 'index' ? { firstSearches: { longestSearchMs, longestBlockMs: Math.max(longestSearchMs, blocks.max / 1e6) } } : {};
        results.push({ scenario: scenario.name, account: label, path, runs: count, latencyMs: summarize(latencies), cpuMs: summarize(cpu), total, ...firstSearches });
      }
    }
  }
  return { build, results };
}
