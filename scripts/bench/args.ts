import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

/** Kept search stores: the 1M store is ~2 GB and takes many minutes to generate, so it is written once. */
const DEFAULT_SEARCH_STORES = join(tmpdir(), 'vgn-search-stores');

export const BENCHMARKS = ['search', 'reads', 'push', 'flood', 'bundle', 'gridscroll', 'pageload', 'workflow', 'tiles', 'map', 'import', 'bulk', 'nodes', 'nodereads', 'start'] as const;
export type Benchmark = (typeof BENCHMARKS)[number];

export interface BenchArgs {
  items: number;
  only: Set<Benchmark>;
  /** Timed runs of each search (after warm-up). */
  runs: number;
  /** read/{id} requests per reads measurement. */
  reads: number;
  watchers: number;
  updates: number;
  /** Seconds the flood benchmark floods. */
  floodSeconds: number;
  /** Where the JSON figures go. */
  json: string | undefined;
  /** Run `vite build` even when dist/index.html exists. */
  build: boolean;
  /** Fill the store with per-row index maintenance instead of the bulk-load recipe. */
  plainLoad: boolean;
  /** SQLite page cache of the server's connection for the timed part (default: the server's own). */
  sqliteCacheMb: number | undefined;
  /** Items with a running workflow instance in the workflow benchmark. */
  instances: number;
  /** Workflow transitions timed (assign, start, complete a step, in turn). */
  transitions: number;
  /** Rows of each generated file in the import benchmark. */
  importRows: number;
  /** Least size of the generated GeoJSON of the import benchmark (MiB). */
  importGeojsonMib: number;
  /** Store sizes at which the bulk benchmark times createMany. */
  bulkScales: number[];
  /** Items created (in calls of 10,000) at each bulk scale. */
  bulkItems: number;
  /** bulk: keep the store in this directory after the run (created when missing) instead of a temporary one. */
  bulkKeep?: string;
  /** nodes, nodereads, search: the store on this PostgreSQL database (a schema of its own) instead of SQLite. */
  databaseUrl: string | null;
  /** search: store sizes benchmarked side by side. */
  searchSizes: number[];
  /** search: where the generated stores are kept between runs (one DATA_DIR per size). */
  searchStores: string;
  /** search: the SQL path is timed only up to this store size (seconds per search beyond). */
  searchSqlMaxItems: number;
  /** start: starts from the snapshot per store (after the one without). */
  startRuns: number;
  help: boolean;
}

export const USAGE = `npm run bench -- [options]
  --items N        items generated (default 100000; e.g. --items 1000000); gridscroll: rows of its list; tiles, map: spatial features
  --only LIST      comma list of ${BENCHMARKS.join(', ')} (default: all)
  --runs N         timed runs per search (default 300: a p95 is then the 15th slowest, not the 3rd)
  --reads N        read/{id} requests per reads figure (default 20000)
  --watchers N     watching sockets in the push and nodes benchmarks (default 1000)
  --updates N      updates timed in the push benchmark (default 10)
  --flood-seconds N  how long the flood benchmark floods (default 5)
  --json FILE      where to write the figures as JSON (default .tmp/bench/bench-results.json)
  --build          rebuild the client (npx vite build) before sizing or loading it
  --plain-load     generate with per-row index maintenance (slower; for comparison)
  --sqlite-cache-mb N  what-if: give the server's SQLite connection an N MiB page cache after the load
  --instances N    workflow: items with a running workflow instance (default 10000)
  --transitions N  workflow: transitions timed over the socket (default 300)
  --import-rows N  rows of the generated CSV and GeoJSON of the import benchmark (default 1000000)
  --import-geojson-mib N  least size of the import benchmark's generated GeoJSON in MiB (default 512)
  --bulk-scales LIST  bulk: store sizes at which createMany is timed (default 100000,1000000)
  --bulk-items N   bulk: items created with createMany at each scale (default 50000)
  --bulk-keep DIR  bulk: build the store in DIR and keep it afterwards; a later run on DIR reuses it
  --database-url URL  nodes, nodereads: the nodes share this PostgreSQL database (CLUSTER=postgres) instead of one SQLite file;
                   search: the kept stores copied once into schemas of this database (search_bench_N) and searched there
  --search-sizes LIST  search: store sizes measured side by side (default 100000,1000000)
  --search-stores DIR  search: where the generated stores are kept and reused (default ${DEFAULT_SEARCH_STORES})
  --search-sql-max-items N  search: time the SQL path only up to this store size (default 100000)
  --start-runs N   start: server starts from the index snapshot per store size (default 3), after one without it;
                   on the search benchmark's kept stores (--search-sizes, --search-stores; --database-url: their PostgreSQL copies)`;

function positive(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text.replace(/_/g, ''));
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive integer, not "${text}"`);
  return value;
}

function benchmarks(text: string | undefined): Set<Benchmark> {
  if (text === undefined) return new Set(BENCHMARKS);
  const chosen = text.split(',').map((part) => part.trim());
  const unknown = chosen.filter((part) => !BENCHMARKS.some((known) => known === part));
  if (unknown.length > 0) throw new Error(`--only: unknown benchmark ${unknown.join(', ')} (known: ${BENCHMARKS.join(', ')})`);
  return new Set(BENCHMARKS.filter((known) => chosen.includes(known)));
}

export function parseBenchArgs(argv: string[]): BenchArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      items: { type: 'string' },
      only: { type: 'string' },
      runs: { type: 'string' },
      reads: { type: 'string' },
      watchers: { type: 'string' },
      updates: { type: 'string' },
      'flood-seconds': { type: 'string' },
      json: { type: 'string' },
      build: { type: 'boolean', default: false },
      'plain-load': { type: 'boolean', default: false },
      'sqlite-cache-mb': { type: 'string' },
      instances: { type: 'string' },
      transitions: { type: 'string' },
      'import-rows': { type: 'string' },
      'import-geojson-mib': { type: 'string' },
      'bulk-scales': { type: 'string' },
      'bulk-items': { type: 'string' },
      'bulk-keep': { type: 'string' },
      'database-url': { type: 'string' },
      'search-sizes': { type: 'string' },
      'search-stores': { type: 'string' },
      'search-sql-max-items': { type: 'string' },
      'start-runs': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  return {
    items: positive('items', values.items, 100_000),
    only: benchmarks(values.only),
    runs: positive('runs', values.runs, 300),
    reads: positive('reads', values.reads, 20_000),
    watchers: positive('watchers', values.watchers, 1000),
    updates: positive('updates', values.updates, 10),
    floodSeconds: positive('flood-seconds', values['flood-seconds'], 5),
    json: values.json,
    build: values.build ?? false,
    plainLoad: values['plain-load'] ?? false,
    importRows: positive('import-rows', values['import-rows'], 1_000_000),
    importGeojsonMib: positive('import-geojson-mib', values['import-geojson-mib'], 512),
    bulkScales: (values['bulk-scales'] ?? '100000,1000000').split(',').map((part) => positive('bulk-scales', part.trim(), 100_000)),
    bulkItems: positive('bulk-items', values['bulk-items'], 50_000),
    searchSizes: (values['search-sizes'] ?? '100000,1000000').split(',').map((part) => positive('search-sizes', part.trim(), 100_000)),
    searchStores: values['search-stores'] ?? DEFAULT_SEARCH_STORES,
    searchSqlMaxItems: positive('search-sql-max-items', values['search-sql-max-items'], 100_000),
    startRuns: positive('start-runs', values['start-runs'], 3),
    ...(values['bulk-keep'] === undefined ? {} : { bulkKeep: values['bulk-keep'] }),
    sqliteCacheMb: values['sqlite-cache-mb'] === undefined ? undefined : positive('sqlite-cache-mb', values['sqlite-cache-mb'], 0),
    instances: positive('instances', values.instances, 10_000),
    transitions: positive('transitions', values.transitions, 300),
    databaseUrl: values['database-url'] ?? null,
    help: values.help ?? false,
  };
}
