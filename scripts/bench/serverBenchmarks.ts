import { statSync } from 'node:fs';
import { join } from 'node:path';
import { STORE_FILE } from '../../server/db/openDatabase';
import type { Actor } from '../../server/protocol/contract';
import type { RequestLimits } from '../../server/protocol/requestScheduler';
import type { BenchArgs } from './args';
import { setUpMember, startBenchServer, type Account, type BenchServer } from './benchServer';
import { withBulkLoad } from './bulkLoad';
import { generateItems, type GeneratedData } from './generateItems';
import { benchPush } from './pushBench';
import { benchReads } from './readsBench';
import type { BenchResults, GenerationFigures } from './report';
import { benchSearch, searchScenarios } from './searchBench';
import { benchSearchPaths } from './searchPathsBench';

const READ_WINDOW = 32;
const UNLIMITED: RequestLimits = {
  socket: { perSecond: 1e9, burst: 1e9 },
  address: { perSecond: 1e9, burst: 1e9 },
  socketQueue: 1e9,
};
const MEMBER_ORGANIZATIONS = 10;
const SYNCHRONOUS_MODES = ['OFF', 'NORMAL', 'FULL', 'EXTRA'];

const progress = (message: string): void => {
  process.stderr.write(`[bench] ${message}\n`);
};

function fileMegabytes(path: string): number {
  try {
    return statSync(path).size / 1024 / 1024;
  } catch {
    return 0;
  }
}

async function fillStore(bench: BenchServer, args: BenchArgs, now: number): Promise<{ data: GeneratedData; figures: GenerationFigures }> {
  const cpuBefore = process.cpuUsage();
  const generate = (): Promise<GeneratedData> =>
    generateItems(bench.store, {
      total: args.items,
      writer: bench.adminWriter,
      now,
      onProgress: (done, total) => progress(`generated ${done} / ${total} items`),
    });
  const loaded = args.plainLoad ? { result: await generate(), rebuildSeconds: 0 } : await withBulkLoad(bench.server.db, generate);
  const cpu = process.cpuUsage(cpuBefore);
  bench.server.db.pragma('wal_checkpoint(TRUNCATE)');
  const data = loaded.result;
  const storeFile = join(bench.server.config.dataDir, STORE_FILE);
  return {
    data,
    figures: {
      items: data.total,
      organizations: data.organizations.length,
      staffUsers: data.staff.length,
      contacts: data.contacts.length,
      commLogs: data.commLogs.length,
      loadMode: args.plainLoad ? 'plain' : 'bulk',
      seconds: data.seconds,
      indexRebuildSeconds: loaded.rebuildSeconds,
      itemsPerSecond: data.total / (data.seconds + loaded.rebuildSeconds),
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
      storeMegabytes: fileMegabytes(storeFile) + fileMegabytes(`${storeFile}-wal`),
    },
  };
}

/** The page cache of the server's connection in KiB (cache_size is negative KiB, or positive pages). */
function pageCacheKiB(bench: BenchServer): number {
  const size = Number(bench.server.db.pragma('cache_size', { simple: true }));
  const pageSize = Number(bench.server.db.pragma('page_size', { simple: true }));
  return size < 0 ? -size : (size * pageSize) / 1024;
}

/** Ten organizations spread over the skewed owner distribution (neither only the largest nor the smallest). */
function memberOrganizations(organizations: readonly string[]): string[] {
  const stride = Math.max(1, Math.floor(organizations.length / MEMBER_ORGANIZATIONS));
  const start = Math.min(7, stride - 1);
  return Array.from({ length: MEMBER_ORGANIZATIONS }, (_, k) => organizations[start + k * stride]).filter((id): id is string => id !== undefined);
}

async function attempt(results: BenchResults, benchmark: string, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    results.failures.push({ benchmark, message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
}

/** Starts the server, fills it, then runs the search, reads and push benchmarks the arguments ask for. */
export async function runServerBenchmarks(args: BenchArgs, results: BenchResults, fileLimit: number | null): Promise<void> {
  progress('starting the server');
  // Throughput figures (reads/s over one socket, 1,000 watchers from one address) measure the store
  // and the protocol, not the request limits: those are lifted here and measured by the flood benchmark.
  const bench = await startBenchServer({ requestLimits: UNLIMITED });
  try {
    const synchronous: unknown = bench.server.db.pragma('synchronous', { simple: true });
    results.environment.sqliteSynchronous = SYNCHRONOUS_MODES[Number(synchronous)] ?? String(synchronous);
    const now = Date.now();
    const { data, figures } = await fillStore(bench, args, now);
    results.generation = figures;
    progress(`store filled: ${figures.items} items in ${(figures.seconds + figures.indexRebuildSeconds).toFixed(1)} s`);
    if (args.sqliteCacheMb !== undefined) {
      bench.server.db.pragma(`cache_size = -${args.sqliteCacheMb * 1024}`);
      results.notes.push(`what-if: the server's SQLite page cache was set to ${args.sqliteCacheMb} MiB after the load (not the server's default)`);
    }
    results.environment.sqliteCacheKiB = pageCacheKiB(bench);

    const readOrgs = memberOrganizations(data.organizations);
    const member = await setUpMember(bench, readOrgs);
    const accounts: Account[] = [bench.admin, member];
    const memberReadable = [...data.organizations, ...readOrgs.flatMap((org) => data.ownedBy.get(org) ?? [])];

    if (args.only.has('search')) {
      await attempt(results, 'search paths', () => {
        progress('search paths: building the index, then SQL and index in process');
        const actors: { label: string; actor: Actor }[] = [
          { label: bench.admin.label, actor: { userId: bench.admin.userId, admin: true, capabilities: { Core: true }, readOrgs: [], adminOrgs: [] } },
          { label: member.label, actor: { userId: member.userId, admin: false, capabilities: { Core: true, Org: true }, readOrgs, adminOrgs: [] } },
        ];
        results.searchPaths = benchSearchPaths(bench.server.db, bench.registry, searchScenarios(now), actors, args.runs, Math.max(3, Math.floor(args.runs / 5)));
        return Promise.resolve();
      });
      await attempt(results, 'search', async () => {
        results.search = [];
        for (const scenario of searchScenarios(now)) {
          for (const account of accounts) {
            progress(`search ${scenario.name} as ${account.label}`);
            const socket = await bench.open(account);
            try {
              results.search.push(await benchSearch(socket, account.label, scenario, args.runs));
            } finally {
              await socket.close();
            }
          }
        }
      });
    }

    if (args.only.has('reads')) {
      await attempt(results, 'reads', async () => {
        results.reads = [];
        const everything = [...data.organizations, ...data.contacts, ...data.commLogs];
        for (const account of accounts) {
          const ids = account === member ? memberReadable : everything;
          for (const sockets of [1, 10]) {
            progress(`reads as ${account.label} over ${sockets} socket(s)`);
            results.reads.push(await benchReads(() => bench.open(account), account.label, ids, { reads: args.reads, sockets, window: READ_WINDOW }));
          }
        }
      });
    }

    if (args.only.has('push')) {
      await attempt(results, 'push', async () => {
        // Every watcher is a client socket and a server socket in this one process.
        const affordable = fileLimit === null ? args.watchers : Math.max(1, Math.floor((fileLimit - 200) / 2));
        const watchers = Math.min(args.watchers, affordable);
        if (watchers < args.watchers) {
          results.notes.push(`push: watchers reduced from ${args.watchers} to ${watchers}, the open-file limit being ${fileLimit}`);
        }
        const itemId = (data.ownedBy.get(readOrgs[0] ?? '') ?? []).find((id) => id.startsWith('CommLog-')) ?? data.organizations[0];
        if (itemId === undefined) throw new Error('no item to watch');
        progress(`push: ${watchers} sockets watch ${itemId}`);
        results.push = await benchPush({
          itemId,
          watchers,
          updates: args.updates,
          openWatcher: async (n) => {
            const account = accounts[n % accounts.length] ?? bench.admin;
            return { socket: await bench.open(account), account: account.label };
          },
          openWriter: () => bench.open(bench.admin),
          commitInstant: (id, u) => {
            const row = bench.server.db.prepare<[string, number], { ts: string }>('SELECT ts FROM item_changes WHERE item_id = ? AND u = ?').get(id, u);
            return row ? Date.parse(row.ts) : undefined;
          },
        });
      });
    }
  } finally {
    progress('closing the server');
    await bench.close();
  }
}
