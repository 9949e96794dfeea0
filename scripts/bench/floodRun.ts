import type { BenchArgs } from './args';
import { startBenchServer } from './benchServer';
import { withBulkLoad } from './bulkLoad';
import { benchFlood } from './floodBench';
import { generateItems } from './generateItems';
import type { BenchResults } from './report';
import { searchScenarios } from './searchBench';

/** Enough items that every flooding search/ids costs real work, few enough to load in seconds. */
const FLOOD_ITEMS = 20_000;
const OBSERVERS = 5;

const progress = (message: string): void => {
  process.stderr.write(`[bench] ${message}\n`);
};

/**
 * The flood benchmark on its own server with the request limits a deployment gets (defaults, or
 * SOCKET_RATE ... from the environment): a client floods search/ids and sends 10 MB readMany while
 * other sockets' ping and read/{id} latencies are measured.
 */
export async function runFloodBenchmark(args: BenchArgs, results: BenchResults): Promise<void> {
  progress('flood: starting a server with the configured request limits');
  const bench = await startBenchServer();
  try {
    const now = Date.now();
    const items = Math.min(args.items, FLOOD_ITEMS);
    const { result: data } = await withBulkLoad(bench.server.db, () => generateItems(bench.store, { total: items, writer: bench.adminWriter, now }));
    const itemId = data.organizations[0];
    const scenario = searchScenarios(now)[0];
    if (itemId === undefined || scenario === undefined) throw new Error('flood: nothing generated to read or search');
    progress(`flood: ${data.total} items; flooding for ${args.floodSeconds} s`);
    results.flood = await benchFlood({ bench, items: data.total, itemId, search: scenario.request, observers: OBSERVERS, floodSeconds: args.floodSeconds });
  } finally {
    await bench.close();
  }
}
