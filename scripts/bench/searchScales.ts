import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { Actor } from '../../server/protocol/contract';
import type { BenchArgs } from './args';
import { signInMember } from './benchServer';
import type { GenerationFigures } from './report';
import { benchSearch, searchScenarios, type SearchResult } from './searchBench';
import { benchSearchPaths, type IndexBuildResult, type SearchPathResult } from './searchPathsBench';
import { openSearchStore, SNAPSHOT_FILE } from './searchStores';

/** The search benchmark at one store size: the index in process, then the server over the socket. */
export interface SearchScaleResult {
  items: number;
  storeDir: string;
  /** Load average (1 min) before and after this size's runs: the machine is shared. */
  loadAverage: [number, number];
  /** Set when this run generated the store (else it was reused). */
  generation?: GenerationFigures;
  build: IndexBuildResult;
  /** A real server stop (the index caught up and saved when it changed) and start on this store (its index read back from the snapshot), until it listens. */
  serverCloseMs: number;
  serverStartMs: number;
  paths: SearchPathResult[];
  socket: SearchResult[];
}

const progress = (message: string): void => {
  process.stderr.write(`[bench] ${message}\n`);
};

const load = (): number => Math.round((loadavg()[0] ?? 0) * 100) / 100;

/** One size: open (or generate) the kept store, time the index in process, restart the server, time the socket. */
async function benchScale(args: BenchArgs, items: number): Promise<SearchScaleResult> {
  const loadBefore = load();
  const store = await openSearchStore(args.searchStores, items);
  const { bench } = store;
  try {
    const scenarios = searchScenarios(store.now);
    const actors: { label: string; actor: Actor }[] = [
      { label: 'admin', actor: { userId: bench.admin.userId, admin: true, capabilities: { Core: true }, readOrgs: [], adminOrgs: [] } },
      { label: 'member', actor: { userId: store.member.userId, admin: false, capabilities: { Core: true, Org: true }, readOrgs: store.readOrgs, adminOrgs: [] } },
    ];
    progress(`${items} items: the index in process (read from the snapshot or built), then searches`);
    const sqlRuns = items <= args.searchSqlMaxItems ? Math.max(3, Math.floor(args.runs / 5)) : 0;
    const paths = benchSearchPaths(bench.server.db, bench.registry, scenarios, actors, { runs: args.runs, sqlRuns, snapshotFile: join(store.dataDir, SNAPSHOT_FILE) });
    progress(`${items} items: restarting the server on the store`);
    const { closeMs: serverCloseMs, startMs: serverStartMs } = await bench.restart();
    const member = await signInMember(bench, store.member.userId);
    const socket: SearchResult[] = [];
    for (const scenario of scenarios) {
      for (const account of [bench.admin, member]) {
        progress(`${items} items: search ${scenario.name} as ${account.label} over the socket`);
        const opened = await bench.open(account);
        try {
          socket.push(await benchSearch(opened, account.label, scenario, args.runs));
        } finally {
          await opened.close();
        }
      }
    }
    return {
      items,
      storeDir: store.dataDir,
      loadAverage: [loadBefore, load()],
      ...(store.generation ? { generation: store.generation } : {}),
      build: paths.build,
      serverCloseMs,
      serverStartMs,
      paths: paths.results,
      socket,
    };
  } finally {
    await bench.close();
  }
}

/** The search benchmark at every size of --search-sizes, smallest first, each on its kept store. */
export async function runSearchScales(args: BenchArgs): Promise<SearchScaleResult[]> {
  const results: SearchScaleResult[] = [];
  for (const items of [...args.searchSizes].sort((a, b) => a - b)) results.push(await benchScale(args, items));
  return results;
}
