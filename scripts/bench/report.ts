import type { BundleReport } from './bundleSize';
import type { PushResult } from './pushBench';
import type { FloodResult, TailSummary } from './floodBench';
import { gridScrollText, type GridScrollResult } from './gridScroll';
import type { ImportBenchResult } from './importBench';
import { bulkText, type BulkBenchResult } from './bulkBench';
import { nodeReadsText, type NodeReadsResult } from './nodeReadsBench';
import { nodesText, type NodesResult } from './nodesBench';
import { PAGE_LOAD_GOALS, type PageLoadReport } from './pageLoad';
import type { ReadsResult } from './readsBench';
import type { MapBenchResult } from './mapBench';
import type { SearchScaleResult } from './searchScales';
import { searchScalesText } from './searchScalesReport';
import type { StartFigure } from './startBench';
import { startText } from './startReport';
import type { TileFigure } from './tileFigures';
import type { TilesResult } from './tilesBench';
import { ms, type Summary } from './stats';
import type { WorkflowBenchResult } from './workflowBench';
import { workflowText } from './workflowReport';

export interface GenerationFigures {
  items: number;
  organizations: number;
  staffUsers: number;
  contacts: number;
  commLogs: number;
  loadMode: 'bulk' | 'plain';
  /** Wall time of the creates, then of rebuilding the deferred indexes (bulk mode). */
  seconds: number;
  indexRebuildSeconds: number;
  itemsPerSecond: number;
  /** CPU time of this process during the load (the machine may be shared). */
  cpuSeconds: number;
  storeMegabytes: number;
}

export interface BenchResults {
  startedAt: string;
  environment: {
    cpus: number;
    node: string;
    loadAverageAtStart: number[];
    loadAverageAtEnd: number[];
    fileDescriptorLimit: number | null;
    sqliteSynchronous: string;
    /** The server connection's page cache during the timed benchmarks (KiB). */
    sqliteCacheKiB: number | null;
  };
  generation?: GenerationFigures;
  /** The search benchmark at each store size (kept stores): in process on the index (and SQL up to a size), and over the socket. */
  searchScales?: SearchScaleResult[];
  reads?: ReadsResult[];
  push?: PushResult;
  flood?: FloodResult;
  bundle?: BundleReport;
  gridScroll?: GridScrollResult;
  pageLoad?: PageLoadReport;
  workflow?: WorkflowBenchResult;
  tiles?: TilesResult;
  import?: ImportBenchResult;
  bulk?: BulkBenchResult;
  /** Realtime across three server processes on one store (issue 17). */
  nodes?: NodesResult;
  nodeReads?: NodeReadsResult;
  /** Real server starts on the kept search stores, with and without the index snapshot (issue 16). */
  start?: StartFigure[];
  /** Benchmarks that could not run, and why (the others still report). */
  failures: { benchmark: string; message: string }[];
  /** Adjustments made to fit the machine (e.g. fewer watchers than asked). */
  notes: string[];
}

function tilesText(r: TilesResult): string {
  const timing = (figure: TileFigure): string => Object.entries(figure.serverTiming).map(([name, dur]) => `${name} ${dur} ms`).join(', ');
  const head = [
    `\nVector tiles of ${r.features} SpatialFeatures (load ${r.loadSeconds.toFixed(1)} s)`,
    `restart over the loaded store ${ms(r.startup.restartMs)} ms; the first tile asked then ${ms(r.first.ms)} ms (${timing(r.first)}); ` +
      `meanwhile ${r.startup.probes} other requests answered in p50 ${ms(r.startup.probeMs.p50)} / max ${ms(r.startup.probeMs.max)} ms`,
    `a second reader's first tile ${ms(r.secondReaderFirst.ms)} ms (${timing(r.secondReaderFirst)})`,
    `RSS ${r.rssMegabytesBefore.toFixed(0)} MB before, ${r.rssMegabytesAfterIndex.toFixed(0)} MB with the index, ${r.rssMegabytesAfter.toFixed(0)} MB at the end`,
  ].join('\n');
  const fixed = table('Fixed tiles', ['tile z/x/y', 'ms', 'KiB', 'status'], r.tiles.map((t) => [t.tile, ms(t.ms), kb(t.bytes), String(t.status)]));
  const bands = table(
    'Tiles per zoom band (random places over the bounds)',
    ['zooms', 'tiles', '204', 'p50 ms', 'p95 ms', 'max ms', 'p50 KiB', 'p95 KiB', 'max KiB'],
    r.bands.map((b) => [b.zooms, String(b.tiles), String(b.empty), ms(b.ms.p50), ms(b.ms.p95), ms(b.ms.max), kb(b.bytes.p50), kb(b.bytes.p95), kb(b.bytes.max)]),
  );
  const updates = table(
    'Incremental updates (write over the socket, then the tile over it)',
    ['change', 'n', 'write p50 ms', 'write p95 ms', 'next tile p50 ms', 'next tile p95 ms', 'clusters waited p50 ms', 'clusters current p50 ms', 'p95 ms'],
    r.updates.map((u) => [u.kind, String(u.updates), ms(u.writeMs.p50), ms(u.writeMs.p95), ms(u.nextTileMs.p50), ms(u.nextTileMs.p95), ms(u.clustersMs.p50), ms(u.settledMs.p50), ms(u.settledMs.p95)]),
  );
  return [head, fixed, bands, updates, r.map ? mapText(r.map, 'over the features') : '', r.mapBasemapOnly ? mapText(r.mapBasemapOnly, 'control: the basemap alone') : ''].join('\n');
}

function mapText(m: MapBenchResult, what: string): string {
  if (!m.available) return `\nMap in Chromium, ${what}: not measured (${m.reason})`;
  return [
    `\nMap in Chromium, ${what} (1440x900, WebGL in software)`,
    `first features drawn ${ms(m.firstFeaturesMs)} ms after navigation`,
    `scripted path of ${m.pathSteps} pans and zooms in ${ms(m.pathMs)} ms: ${m.framesPerSecond.toFixed(1)} frames/s, ${m.longTasks} long tasks (${ms(m.longTaskTotalMs)} ms in all, longest ${ms(m.longestTaskMs)} ms), ${m.tileRequests} tile requests`,
    `settled ${ms(m.settleAfterPathMs)} ms after the last step`,
  ].join('\n');
}

function table(title: string, header: string[], rows: string[][]): string {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]): string => cells.map((cell, column) => cell.padStart(widths[column] ?? 0)).join('  ');
  return [`\n${title}`, line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
const summaryCells = (s: Summary): string[] => [ms(s.p50), ms(s.p95), ms(s.min), ms(s.max)];

function generationText(g: GenerationFigures): string {
  return table(
    `Store: ${g.items} items (${g.organizations} Organization, ${g.staffUsers} User, ${g.contacts} Contact, ${g.commLogs} CommLog), ${g.loadMode} load`,
    ['create s', 'index rebuild s', 'items/s (wall)', 'CPU s', 'store MB'],
    [[g.seconds.toFixed(1), g.indexRebuildSeconds.toFixed(1), g.itemsPerSecond.toFixed(0), g.cpuSeconds.toFixed(1), g.storeMegabytes.toFixed(0)]],
  );
}

function readsText(results: ReadsResult[]): string {
  return table(
    'read/{id} of random ids, pipelined',
    ['as', 'sockets', 'in flight/socket', 'reads', 'refused', 'seconds', 'reads/s'],
    results.map((r) => [r.account, String(r.sockets), String(r.window), String(r.reads), String(r.refused), r.seconds.toFixed(2), r.readsPerSecond.toFixed(0)]),
  );
}

function pushText(p: PushResult): string {
  const rows = [
    ['arrival - just before send', ...summaryCells(p.fromSend)],
    ['arrival - writer got reply', ...summaryCells(p.fromReply)],
    ['arrival - server commit ts', ...summaryCells(p.fromCommit)],
    ['writer update round trip', ...summaryCells(p.writerRoundTrip)],
    ['last arrival of an update', ...summaryCells(p.lastArrivalFromSend)],
    ...Object.entries(p.fromSendByAccount).map(([account, s]) => [`from send, ${account} sockets`, ...summaryCells(s)]),
  ];
  return table(
    `item/update to ${p.watchers} watching sockets, ${p.updates} updates, ${p.arrivals} arrivals, ${p.missing} missing (ms; setup ${p.setupSeconds.toFixed(1)} s)`,
    ['measure', 'p50', 'p95', 'min', 'max'],
    rows,
  );
}

const FLOOD_GOAL_MS = 200;

function tailCells(t: TailSummary): string[] {
  return [String(t.count), ms(t.p50), ms(t.p99), ms(t.max), t.p99 <= FLOOD_GOAL_MS ? 'met' : 'MISSED'];
}

function floodText(f: FloodResult): string {
  const l = f.limits;
  const closes = Object.entries(f.flooder.closes).map(([key, count]) => `${count}x ${key}`).join(', ') || 'none';
  const limits = `socket ${l.socket.perSecond}/s burst ${l.socket.burst}, address ${l.address.perSecond}/s burst ${l.address.burst}, queue ${l.socketQueue}`;
  return [
    table(
      `Flood: ${f.observers} clients' latency while one client floods search/ids for ${f.floodSeconds} s and sends 10 MB readMany (${f.items} items; limits ${limits}) (ms)`,
      ['measure', 'count', 'p50', 'p99', 'max', `p99 <= ${FLOOD_GOAL_MS} ms`],
      [
        ['ping, no flood', ...tailCells(f.baseline.ping)],
        ['read/{id}, no flood', ...tailCells(f.baseline.read)],
        ['ping, during flood', ...tailCells(f.duringFlood.ping)],
        ['read/{id}, during flood', ...tailCells(f.duringFlood.read)],
      ],
    ),
    `flooder: ${f.flooder.sent} search/ids sent over ${f.flooder.connections} connection(s), ${f.flooder.answered} answered, ${f.flooder.refused} refused; closes: ${closes}`,
    `10 MB readMany over HTTP: ${[...new Set(f.bigReadMany.http)].join('; ') || '-'}; over a socket: ${[...new Set(f.bigReadMany.socket)].join('; ') || '-'}`,
  ].join('\n');
}

function bundleText(b: BundleReport): string {
  if (!b.available) return `\nClient bundle: unavailable\n${b.reason}`;
  return table(
    `Client bundle (dist/ built ${b.builtAt}; gzip level 9, KB = 1024 bytes)`,
    ['what', 'files', 'raw KB', 'gzip KB', 'target'],
    [
      ['initial JS (entry + modulepreload)', String(b.initialJs.files.length), kb(b.initialJs.bytes), kb(b.initialJs.gzipBytes), `<= ${b.targetKB} KB: ${b.withinTarget ? 'met' : 'MISSED'}`],
      ['initial CSS', String(b.initialCss.files.length), '', kb(b.initialCss.gzipBytes), ''],
      ['all JS chunks in dist/assets', String(b.allJs.count), kb(b.allJs.bytes), kb(b.allJs.gzipBytes), ''],
    ],
  );
}

function pageLoadText(p: PageLoadReport): string {
  if (!p.available) return `\nPage load: unavailable\n${p.reason}`;
  const g = PAGE_LOAD_GOALS;
  const met = (ok: boolean): string => (ok ? 'met' : 'MISSED');
  return table(
    `Page load in Chromium as ${p.user} (medians of ${p.loads[0]?.runs ?? 0} runs; KiB over the wire; goals cold: content <= ${g.firstContentMs} ms, JS <= ${g.jsKiB} KiB, no task > ${g.longTaskMs} ms; the CPU columns count the main thread's own time in a Chromium trace, tasks > 50 ms; font wait: the most one task waited on font lookups)`,
    ['page', 'cache', 'first useful content', 'ms', 'JS KiB', 'JS files', 'CSS KiB', 'total KiB', 'requests', 'long tasks', 'longest ms', 'CPU long tasks', 'longest CPU ms', 'font wait ms', 'main thread ms', 'goals'],
    p.loads.map((l) => [
      l.page,
      l.cache,
      l.content,
      l.firstContentMs === null ? 'never' : l.firstContentMs.toFixed(0),
      kb(l.jsKiB * 1024),
      String(l.jsFiles),
      kb(l.cssKiB * 1024),
      kb(l.totalKiB * 1024),
      String(l.requests),
      String(l.longTasks),
      l.longestTaskMs.toFixed(0),
      String(l.cpuLongTasks),
      l.longestTaskCpuMs.toFixed(0),
      l.fontWaitMs.toFixed(0),
      l.mainThreadMs.toFixed(0),
      l.cache === 'warm' ? '' : met(l.firstContentMs !== null && l.firstContentMs <= g.firstContentMs && l.jsKiB <= g.jsKiB && l.longestTaskMs <= g.longTaskMs),
    ]),
  );
}

/** The human-readable report: one table per benchmark that ran. */
function importText(result: ImportBenchResult): string {
  const lines = result.figures.map((f) => `  ${f.format.padEnd(8)} ${String(f.rows).padStart(9)} rows  ${String(f.fileMiB).padStart(7)} MiB  ${String(f.rowsPerSecond).padStart(8)} rows/s  peak RSS ${f.peakRssMiB} MiB  (${f.features} features, ${f.errors} bad rows, ${f.seconds} s)`);
  return [`Import (reader + transformations into a counting sink; goal: within 512 MiB RSS: ${result.withinBudget ? 'met' : 'NOT met'})`, ...lines].join('\n');
}

export function reportText(results: BenchResults): string {
  const env = results.environment;
  const parts = [
    `Benchmarks (${results.startedAt}): ${env.cpus} CPUs, Node ${env.node}, load average ${env.loadAverageAtStart.map((n) => n.toFixed(2)).join(' ')} at start, ` +
      `${env.loadAverageAtEnd.map((n) => n.toFixed(2)).join(' ')} at end; open-file limit ${env.fileDescriptorLimit ?? 'unknown'}; ` +
      `SQLite synchronous ${env.sqliteSynchronous}, page cache ${env.sqliteCacheKiB === null ? 'unknown' : `${env.sqliteCacheKiB} KiB`}`,
  ];
  if (results.generation) parts.push(generationText(results.generation));
  if (results.searchScales) parts.push(searchScalesText(results.searchScales));
  if (results.reads) parts.push(readsText(results.reads));
  if (results.push) parts.push(pushText(results.push));
  if (results.flood) parts.push(floodText(results.flood));
  if (results.bundle) parts.push(bundleText(results.bundle));
  if (results.gridScroll) parts.push(gridScrollText(results.gridScroll));
  if (results.pageLoad) parts.push(pageLoadText(results.pageLoad));
  if (results.workflow) parts.push(workflowText(results.workflow));
  if (results.tiles) parts.push(tilesText(results.tiles));
  if (results.import) parts.push(importText(results.import));
  if (results.bulk) parts.push(bulkText(results.bulk));
  if (results.nodes) parts.push(nodesText(results.nodes));
  if (results.nodeReads) parts.push(nodeReadsText(results.nodeReads));
  if (results.start) parts.push(startText(results.start));
  for (const note of results.notes) parts.push(`\nNote: ${note}`);
  for (const failure of results.failures) parts.push(`\n${failure.benchmark}: FAILED: ${failure.message}`);
  return parts.join('\n');
}
