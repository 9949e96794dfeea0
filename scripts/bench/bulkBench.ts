import { loadavg } from 'node:os';
import { MAX_CREATE_MANY } from '../../server/items/createManyRefusal';
import type { BenchArgs } from './args';
import { startBenchServer, type BenchServer } from './benchServer';
import type { BenchSocket } from './benchSocket';
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
  /** CPU of this process (server and client share it) per created item, until the last reply. */
  cpuMicrosPerItem: number;
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

/**
 * One createMany call as the app's client sends it: by the socket when the envelope fits in
 * wsMaxMsgSize, else by POST /api/item (platform spec: larger messages go by HTTP).
 */
async function createMany(bench: BenchServer, socket: BenchSocket, items: unknown[]): Promise<'socket' | 'http'> {
  const envelope = { o: 'createMany/CommLog', b: { items } };
  const text = JSON.stringify({ ...envelope, s: 'bulk' });
  if (Buffer.byteLength(text) <= bench.server.config.wsMaxMsgSize) {
    await socket.call(envelope.o, envelope.b);
    return 'socket';
  }
  const response = await fetch(`${bench.server.url}/api/item`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${bench.admin.token}` },
    body: text,
  });
  const reply = (await response.json()) as { erred?: boolean; b?: unknown };
  if (response.status !== 200 || reply.erred === true) throw new Error(`createMany by HTTP failed: ${response.status} ${JSON.stringify(reply.b).slice(0, 300)}`);
  return 'http';
}

/** The writer's count of CommLogs by search/ids (the in-memory index, or SQL while it builds). */
async function searchedCommLogs(socket: BenchSocket): Promise<number> {
  const reply = (await socket.call('search/ids', { must: [{ kind: 'type', value: 'CommLog' }], max: 1 })) as { total: number };
  return reply.total;
}

/**
 * Sends `total` CommLogs in createMany calls of `perCall`, one after the other, and times them until
 * the last reply (durable) and until the writer's next search counts them all (searchable).
 */
async function timeCreates(bench: BenchServer, socket: BenchSocket, data: GeneratedData, total: number, perCall: number, watcher: BenchSocket | undefined): Promise<BulkFigure> {
  const random = new Random(7_000 + total);
  const now = Date.now();
  let pushes = 0;
  watcher?.onPush('item/update', () => {
    pushes += 1;
  });
  const storeItems = count(bench, 'SELECT count(*) AS n FROM items');
  const eventsBefore = count(bench, "SELECT count(*) AS n FROM items WHERE type = 'Event'");
  const searchedBefore = await searchedCommLogs(socket);
  const bodies: unknown[][] = [];
  for (let first = 0; first < total; first += perCall) {
    bodies.push(Array.from({ length: Math.min(perCall, total - first) }, () => commLogFields(random, data.organizations, data.contacts, now)));
  }
  const cpu = process.cpuUsage();
  const started = performance.now();
  const transports = new Set<string>();
  for (const items of bodies) transports.add(await createMany(bench, socket, items));
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const searched = await searchedCommLogs(socket);
  const searchableSeconds = (performance.now() - started) / 1000;
  const searchableUsed = process.cpuUsage(cpu);
  if (searched !== searchedBefore + total) throw new Error(`the writer's search counted ${searched - searchedBefore} of the ${total} CommLogs it created`);
  // Pushes follow the reply by a little: wait until they stop arriving.
  for (let last = -1; watcher && last !== pushes; ) {
    last = pushes;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    storeItems,
    created: total,
    calls: bodies.length,
    transport: [...transports].join('+'),
    seconds: Math.round(seconds * 100) / 100,
    itemsPerSecond: Math.round(total / seconds),
    cpuMicrosPerItem: Math.round((used.user + used.system) / total),
    searchableSeconds: Math.round(searchableSeconds * 100) / 100,
    searchableItemsPerSecond: Math.round(total / searchableSeconds),
    searchableCpuMicrosPerItem: Math.round((searchableUsed.user + searchableUsed.system) / total),
    events: count(bench, "SELECT count(*) AS n FROM items WHERE type = 'Event'") - eventsBefore,
    pushes,
    watched: watcher !== undefined,
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
  const bench = await startBenchServer(args.bulkKeep === undefined ? {} : { keepDir: args.bulkKeep });
  try {
    const synchronous = SYNCHRONOUS_NAMES[Number(bench.server.db.pragma('synchronous', { simple: true }))] ?? 'unknown';
    const socket = await bench.open();
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
      // The search index is built (or read from its snapshot) before anything is timed.
      await bench.server.settled();
      progress(`creating ${args.bulkItems} CommLogs at ${scale}`);
      const record = (figure: BulkFigure): void => {
        figures.push(figure);
        // Printed at once too: a long run at 1M interrupted later still leaves its earlier figures.
        progress(figureLine(figure));
      };
      record(await timeCreates(bench, socket, data, args.bulkItems, MAX_CREATE_MANY, undefined));
      progress(`creating ${SOCKET_BATCH * 10} CommLogs at ${scale} in calls of ${SOCKET_BATCH} (small enough for the socket)`);
      record(await timeCreates(bench, socket, data, SOCKET_BATCH * 10, SOCKET_BATCH, undefined));
      const watcher = await bench.open();
      await watcher.call('addWatch/CommLog-0', []);
      progress(`creating ${MAX_CREATE_MANY} CommLogs at ${scale}, one socket watching CommLog`);
      record(await timeCreates(bench, socket, data, MAX_CREATE_MANY, MAX_CREATE_MANY, watcher));
      await watcher.close();
    }
    await socket.close();
    return { synchronous, derivation: bench.server.config.deferBulkDerivation ? 'deferred' : 'in the call', figures };
  } finally {
    await bench.close();
  }
}

function figureLine(f: BulkFigure): string {
  return (
    `  store ${String(f.storeItems).padStart(9)}  +${String(f.created).padStart(7)} in ${String(f.calls).padStart(2)} call(s) by ${f.transport.padEnd(6)}  ${String(f.itemsPerSecond).padStart(7)} items/s  ${String(f.seconds).padStart(7)} s  ` +
      `${f.cpuMicrosPerItem} µs CPU/item durable; searchable ${f.searchableItemsPerSecond} items/s ${f.searchableSeconds} s ${f.searchableCpuMicrosPerItem} µs CPU/item  ${f.events} events  ${f.watched ? `${f.pushes} pushes to 1 watcher` : 'no watcher'}  load ${f.loadAverage}`
  );
}

export function bulkText(result: BulkBenchResult): string {
  const lines = result.figures.map(figureLine);
  return [
    `Bulk creation (createMany/CommLog over the protocol as the client sends it, synchronous ${result.synchronous}, derivation ${result.derivation}, goal ≥ 20,000 items/s at 1M)`,
    ...lines,
  ].join('\n');
}
