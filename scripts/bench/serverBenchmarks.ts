import type { BenchArgs } from './args';
import { setUpMember, startBenchServer, UNLIMITED_REQUESTS, type Account, type BenchServer } from './benchServer';
import { benchPush } from './pushBench';
import { benchReads } from './readsBench';
import type { BenchResults } from './report';
import { fillStore, memberOrganizations } from './storeFill';

const READ_WINDOW = 32;
const SYNCHRONOUS_MODES = ['OFF', 'NORMAL', 'FULL', 'EXTRA'];

const progress = (message: string): void => {
  process.stderr.write(`[bench] ${message}\n`);
};

/** The page cache of the server's connection in KiB (cache_size is negative KiB, or positive pages). */
function pageCacheKiB(bench: BenchServer): number {
  const size = Number(bench.server.db.pragma('cache_size', { simple: true }));
  const pageSize = Number(bench.server.db.pragma('page_size', { simple: true }));
  return size < 0 ? -size : (size * pageSize) / 1024;
}

async function attempt(results: BenchResults, benchmark: string, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    results.failures.push({ benchmark, message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
}

/** Starts the server, fills it, then runs the reads and push benchmarks the arguments ask for (search: searchScales.ts). */
export async function runServerBenchmarks(args: BenchArgs, results: BenchResults, fileLimit: number | null): Promise<void> {
  progress('starting the server');
  // Throughput figures (reads/s over one socket, 1,000 watchers from one address) measure the store
  // and the protocol, not the request limits: those are lifted here and measured by the flood benchmark.
  const bench = await startBenchServer({ requestLimits: UNLIMITED_REQUESTS });
  try {
    const synchronous: unknown = bench.server.db.pragma('synchronous', { simple: true });
    results.environment.sqliteSynchronous = SYNCHRONOUS_MODES[Number(synchronous)] ?? String(synchronous);
    const now = Date.now();
    const { data, figures } = await fillStore(bench, args.items, args.plainLoad, now);
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
