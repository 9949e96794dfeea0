import { loadavg } from 'node:os';
import { MAX_CREATE_MANY } from '../../server/items/createManyRefusal';
import type { BenchArgs } from './args';
import { startBenchServer, type BenchServer } from './benchServer';
import { defaultModules } from '../../server/modules';
import { runBulkClient } from './bulkClientProcess';
import { CallCpuMeter } from './callCpuMeter';
import { withBulkLoad } from './bulkLoad';
import { Random } from './fakeData';
import { commLogFields, generateItems, type GeneratedData } from './generateItems';

/** One timed run: createMany/CommLog calls over the protocol into a store of `storeItems`. */
export interface BulkFigure {
  storeItems: number;
  created: number;
  calls: number;
  /** socket, or http for envelopes above wsMaxMsgSize. */
  transport: string;
  /** Durable: from the first call sent to the last reply (each reply follows its commit). */
  seconds: number;
  itemsPerSecond: number;
  /** CPU of the server's process (the client runs in its own) per created item, until the last reply. */
  cpuMicrosPerItem: number;
  /** Server CPU while the calls were under way (first byte to reply written; the deriver gives way then), per item. */
  callCpuMicrosPerItem: number;
  /** Items the deriver had not written yet when the last reply arrived (their derivation is not in cpuMicrosPerItem). */
  underivedAtDurable: number;
  /** The longest single call, first byte sent to reply. */
  slowestCallSeconds: number;
  /** Searchable: from the first call sent until the writer's search/ids counts every created item. */
  searchableSeconds: number;
  searchableItemsPerSecond: number;
  /** CPU per created item until that search answered (derivation after the replies included). */
  searchableCpuMicrosPerItem: number;
  /** Platform Events the creates recorded (one per item of a business type). */
  events: number;
  /** item/update frames one socket with a matching type watch received (0 when nobody watched). */
  pushes: number;
  watched: boolean;
  loadAverage: number;
}

export interface BulkBenchResult {
  synchronous: string;
  /** deferred (after the reply, the default) or in the call's transaction (DEFER_BULK_DERIVATION=false). */
  derivation: string;
  figures: BulkFigure[];
}

/** CommLogs per call that keep the envelope under the socket's default 1 MiB (~250 bytes each). */
const SOCKET_BATCH = 3_000;

/** Calls of MAX_CREATE_MANY sent back to back in the sustained line. */
const SUSTAINED_CALLS = 10;

/** PRAGMA synchronous answers a number. */
const SYNCHRONOUS_NAMES = ['OFF', 'NORMAL', 'FULL', 'EXTRA'];

const progress = (message: string): void => {
  process.stderr.write(`[bench] bulk: ${message}\n`);
};

const count = (bench: BenchServer, sql: string): number => (bench.server.db.prepare<[], { n: number }>(sql).get()?.n ?? 0);

/** The organizations and contacts a kept store already holds, for the CommLogs created into it. */
function storedData(bench: BenchServer): GeneratedData {
  const ids = (type: string): string[] => bench.server.db.prepare<[string], string>('SELECT id FROM items WHERE type = ? ORDER BY seq').pluck().all(type);
  return { organizations: ids('Organization'), staff: [], contacts: ids('Contact'), commLogs: [], ownedBy: new Map(), total: 0, seconds: 0, itemsPerSecond: 0 };
}

const underived = (bench: BenchServer): number => count(bench, 'SELECT coalesce(sum(count), 0) AS n FROM item_derivations');

/**
 * Sends `total` CommLogs in createMany calls of `perCall`, one after the other, from the client
 * process (bulkClient.ts), and times them until the last reply (durable) and until the writer's next
 * search counts them all (searchable); CPU is this process's, i.e. the server's alone.
 */
async function timeCreates(bench: BenchServer, meter: CallCpuMeter, data: GeneratedData, total: number, perCall: number, watched: boolean): Promise<BulkFigure> {
  const random = new Random(7_000 + total);
  const now = Date.now();
  const storeItems = count(bench, 'SELECT count(*) AS n FROM items');
  const eventsBefore = count(bench, "SELECT count(*) AS n FROM items WHERE type = 'Event'");
  const calls: unknown[][] = [];
  for (let first = 0; first < total; first += perCall) {
    calls.push(Array.from({ length: Math.min(perCall, total - first) }, () => commLogFields(random, data.organizations, data.contacts, now)));
  }
  const { url, config } = bench.server;
  const run = await runBulkClient({ url, token: bench.admin.token, version: config.version, wsMaxMsgSize: config.wsMaxMsgSize, calls, watch: watched }, () => underived(bench), meter);
  if (run.searched !== run.searchedBefore + total) throw new Error(`the writer's search counted ${run.searched - run.searchedBefore} of the ${total} CommLogs it created`);
  const round = (value: number): number => Math.round(value * 100) / 100;
  return {
    storeItems,
    created: total,
    calls: calls.length,
    transport: run.transports.join('+'),
    seconds: round(run.durableSeconds),
    itemsPerSecond: Math.round(total / run.durableSeconds),
    cpuMicrosPerItem: Math.round(run.durableCpuMicros / total),
    callCpuMicrosPerItem: Math.round(run.callCpuMicros.reduce((sum, micros) => sum + micros, 0) / total),
    underivedAtDurable: run.underivedAtDurable,
    slowestCallSeconds: round(Math.max(...run.callSeconds)),
    searchableSeconds: round(run.searchableSeconds),
    searchableItemsPerSecond: Math.round(total / run.searchableSeconds),
    searchableCpuMicrosPerItem: Math.round(run.searchableCpuMicros / total),
    events: count(bench, "SELECT count(*) AS n FROM items WHERE type = 'Event'") - eventsBefore,
    pushes: run.pushes,
    watched,
    loadAverage: Math.round((loadavg()[0] ?? 0) * 100) / 100,
  };
}

/**
 * Bulk creation through the protocol: the store is filled (bulk-load recipe) to each scale of
 * `args.bulkScales`, then `args.bulkItems` CommLogs are created with createMany/CommLog over the
 * real socket as the administrator, durably (the server's synchronous mode, FULL unless
 * SQLITE_SYNCHRONOUS says otherwise), with and without a socket watching the type.
 */
export async function runBulkBenchmark(args: BenchArgs): Promise<BulkBenchResult> {
  const meter = new CallCpuMeter();
  const bench = await startBenchServer({ modules: [...defaultModules, meter.module], ...(args.bulkKeep === undefined ? {} : { keepDir: args.bulkKeep }) });
  try {
    const synchronous = SYNCHRONOUS_NAMES[Number(bench.server.db.pragma('synchronous', { simple: true }))] ?? 'unknown';
    const figures: BulkFigure[] = [];
    let data: GeneratedData | undefined;
    for (const scale of [...args.bulkScales].sort((a, b) => a - b)) {
      const missing = scale - count(bench, 'SELECT count(*) AS n FROM items');
      if (missing > 0) {
        progress(`filling the store to ${scale} items`);
        const loaded = await withBulkLoad(bench.server.db, () => generateItems(bench.store, { total: missing, writer: bench.adminWriter, seed: scale }));
        data ??= loaded.result;
        bench.server.db.pragma('wal_checkpoint(TRUNCATE)');
      }
      // A kept store already at this scale (--bulk-keep, a second run): its organizations and contacts.
      data ??= storedData(bench);
      if (data.organizations.length === 0) throw new Error('the bulk benchmark needs a scale above the empty store');
      // The search index is built (or read from its snapshot) before anything is timed. After a fill
      // the first search takes it in, in the background (more than 200,000 changes): while that runs
      // createMany writes every row in its call, so it must be over before the first timed call.
      if (missing > 0) await searchOnce(bench);
      await bench.server.settled();
      progress(`creating ${args.bulkItems} CommLogs at ${scale}`);
      const record = (figure: BulkFigure): void => {
        figures.push(figure);
        // Printed at once too: a long run at 1M interrupted later still leaves its earlier figures.
        progress(figureLine(figure));
      };
      record(await timeCreates(bench, meter, data, args.bulkItems, MAX_CREATE_MANY, false));
      progress(`creating ${SOCKET_BATCH * 10} CommLogs at ${scale} in calls of ${SOCKET_BATCH} (small enough for the socket)`);
      record(await timeCreates(bench, meter, data, SOCKET_BATCH * 10, SOCKET_BATCH, false));
      progress(`creating ${MAX_CREATE_MANY} CommLogs at ${scale}, one socket watching CommLog`);
      record(await timeCreates(bench, meter, data, MAX_CREATE_MANY, MAX_CREATE_MANY, true));
      progress(`sustained: ${SUSTAINED_CALLS} × ${MAX_CREATE_MANY} CommLogs at ${scale}, back to back`);
      record(await timeCreates(bench, meter, data, SUSTAINED_CALLS * MAX_CREATE_MANY, MAX_CREATE_MANY, false));
    }
    return { synchronous, derivation: bench.server.config.deferBulkDerivation ? 'deferred' : 'in the call', figures };
  } finally {
    await bench.close();
  }
}

/** One search by the administrator over the socket: the search index takes in what the fill wrote. */
async function searchOnce(bench: BenchServer): Promise<void> {
  const socket = await bench.open();
  try {
    await socket.request({ o: 'search/ids', b: { max: 1 } });
  } finally {
    await socket.close();
  }
}

function figureLine(f: BulkFigure): string {
  return (
    `  store ${String(f.storeItems).padStart(9)}  +${String(f.created).padStart(7)} in ${String(f.calls).padStart(2)} call(s) by ${f.transport.padEnd(6)}  ${String(f.itemsPerSecond).padStart(7)} items/s  ${String(f.seconds).padStart(7)} s  ` +
      `durable ${f.cpuMicrosPerItem} µs server CPU/item, the calls alone ${f.callCpuMicrosPerItem} (${f.underivedAtDurable} underived at the last reply, slowest call ${f.slowestCallSeconds} s); searchable ${f.searchableItemsPerSecond} items/s ${f.searchableSeconds} s ${f.searchableCpuMicrosPerItem} µs CPU/item  ${f.events} events  ${f.watched ? `${f.pushes} pushes to 1 watcher` : 'no watcher'}  load ${f.loadAverage}`
  );
}

export function bulkText(result: BulkBenchResult): string {
  const lines = result.figures.map(figureLine);
  return [
    `Bulk creation (createMany/CommLog over the protocol from a client process, server CPU only, synchronous ${result.synchronous}, derivation ${result.derivation}, goal ≥ 20,000 items/s at 1M)`,
    ...lines,
  ].join('\n');
}
