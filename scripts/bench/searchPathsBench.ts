import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SqlClient } from '../../server/db/sqlClient';
import type { Registry } from '../../engine/registry/registry';
import { PermissionService } from '../../server/permissions/permissionService';
import type { Actor } from '../../server/protocol/contract';
import { SearchService, type SearchPath } from '../../server/search/searchService';
import type { SearchScenario } from './searchBench';
import { summarize, type Summary } from './stats';

const WARM_UP_RUNS = 2;

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
}

/** Building the in-memory index from the filled store (what a server start with this store costs). */
export interface IndexBuildResult {
  items: number;
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

/**
 * Times each scenario as each actor through SearchService.searchBy on both paths, in this process
 * over the server's database connection (labels included). The SQL path is slow at 1M items, so it
 * runs sqlRuns times; the index runs `runs` times.
 */
export function benchSearchPaths(
  db: SqlClient,
  registry: () => Registry,
  scenarios: readonly SearchScenario[],
  actors: readonly { label: string; actor: Actor }[],
  runs: number,
  sqlRuns: number,
): SearchPathsResult {
  const permissions = new PermissionService(db, { dedicated: false }, registry);
  const snapshotDir = mkdtempSync(join(tmpdir(), 'vgn-bench-snapshot-'));
  const indexSnapshotFile = join(snapshotDir, 'search-index.snapshot');
  const search = new SearchService({ db, registry, permissions, memoryIndex: true, indexSnapshotFile });
  const before = heldBytes();
  const started = performance.now();
  const cpuStart = process.cpuUsage();
  search.warmUp();
  const buildMs = performance.now() - started;
  const buildCpuMs = cpuMsSince(cpuStart);
  const figures = search.indexFigures();
  const heapDeltaMegabytes = megabytes(heldBytes() - before);
  const snapshot = search.snapshotFigures();
  const restoreStarted = performance.now();
  const restoreCpu = process.cpuUsage();
  const restarted = new SearchService({ db, registry, permissions, memoryIndex: true, indexSnapshotFile });
  restarted.warmUp();
  const restoreMs = performance.now() - restoreStarted;
  const restoreCpuMs = cpuMsSince(restoreCpu);
  if (restarted.indexFigures()?.source !== 'snapshot') throw new Error('the index did not start from its snapshot');
  rmSync(snapshotDir, { recursive: true, force: true });
  const build: IndexBuildResult = {
    items: figures?.items ?? 0,
    buildMs,
    buildCpuMs,
    indexMegabytes: figures?.megabytes ?? 0,
    heapDeltaMegabytes,
    snapshotMegabytes: snapshot?.megabytes ?? 0,
    snapshotWriteMs: snapshot?.milliseconds ?? 0,
    restoreMs,
    restoreCpuMs,
    rssMegabytes: megabytes(process.memoryUsage().rss),
  };
  const results: SearchPathResult[] = [];
  for (const scenario of scenarios) {
    for (const { label, actor } of actors) {
      for (const path of ['sql', 'index'] as const) {
        const count = path === 'sql' ? sqlRuns : runs;
        const latencies: number[] = [];
        const cpu: number[] = [];
        let total = 0;
        const warmUps = path === 'sql' ? 1 : WARM_UP_RUNS;
        for (let run = 0; run < warmUps + count; run += 1) {
          const begun = performance.now();
          const cpuBegun = process.cpuUsage();
          total = search.searchBy(path, actor, scenario.request).total;
          if (run < warmUps) continue;
          latencies.push(performance.now() - begun);
          cpu.push(cpuMsSince(cpuBegun));
        }
        results.push({ scenario: scenario.name, account: label, path, runs: count, latencyMs: summarize(latencies), cpuMs: summarize(cpu), total });
      }
    }
  }
  return { build, results };
}
