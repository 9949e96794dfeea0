import type { SearchScaleResult } from './searchScales';
import { ms, type Summary } from './stats';

function table(title: string, header: string[], rows: string[][]): string {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]): string => cells.map((cell, column) => (column < 3 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ');
  return [`\n${title}`, line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

const sizeName = (items: number): string => (items % 1_000_000 === 0 ? `${items / 1_000_000}M` : items % 1000 === 0 ? `${items / 1000}k` : String(items));
const pair = (s: Summary | undefined): string => (s === undefined ? '—' : `${ms(s.p50)} / ${ms(s.p95)}`);

interface Row {
  scenario: string;
  as: string;
  measure: string;
  pick: (scale: SearchScaleResult) => { summary: Summary; hits: number } | undefined;
}

function rowsOf(scales: readonly SearchScaleResult[]): Row[] {
  const first = scales[0];
  if (!first) return [];
  const rows: Row[] = [];
  const pairs = [...new Set(first.paths.filter((r) => r.path === 'index').map((r) => `${r.scenario}\u0000${r.account}`))];
  const withSocket = scales.some((s) => s.socket.length > 0);
  for (const key of pairs) {
    const [scenario = '', as = ''] = key.split('\u0000');
    const path = (scale: SearchScaleResult, which: 'index' | 'sql') => scale.paths.find((r) => r.scenario === scenario && r.account === as && r.path === which);
    rows.push(
      { scenario, as, measure: 'index CPU', pick: (s) => { const r = path(s, 'index'); return r && { summary: r.cpuMs, hits: r.total }; } },
      { scenario, as, measure: 'index wall', pick: (s) => { const r = path(s, 'index'); return r && { summary: r.latencyMs, hits: r.total }; } },
    );
    if (withSocket) rows.push({ scenario, as, measure: 'socket wall', pick: (s) => { const r = s.socket.find((x) => x.scenario === scenario && x.account === as); return r && { summary: r.latencyMs, hits: r.total }; } });
    if (scales.some((s) => path(s, 'sql'))) rows.push({ scenario, as, measure: 'SQL CPU', pick: (s) => { const r = path(s, 'sql'); return r && { summary: r.cpuMs, hits: r.total }; } });
  }
  return rows;
}

function sideBySide(scales: readonly SearchScaleResult[]): string {
  const names = scales.map((s) => sizeName(s.items));
  const smallest = scales[0];
  const largest = scales.at(-1);
  const ratioHeader = scales.length > 1 ? [`p95 ×${names.at(-1)}/${names[0]}`] : [];
  const header = ['scenario', 'as', 'measure', ...names.map((n) => `${n} p50 / p95`), ...names.map((n) => `${n} hits`), ...ratioHeader];
  const rows = rowsOf(scales).map((row) => {
    const picked = scales.map(row.pick);
    const low = smallest && row.pick(smallest);
    const high = largest && row.pick(largest);
    const ratio = scales.length > 1 ? [low && high ? `${(high.summary.p95 / low.summary.p95).toFixed(1)}` : '—'] : [];
    return [row.scenario, row.as, row.measure, ...picked.map((p) => pair(p?.summary)), ...picked.map((p) => (p ? String(p.hits) : '—')), ...ratio];
  });
  return table('Search at each store size side by side (ms p50 / p95; CPU: of this process per search, every thread, V8\'s background compiler and collector included, so above wall on a quiet machine; wall: includes waiting for a core)', header, rows);
}

function scaleLines(s: SearchScaleResult): string[] {
  const b = s.build;
  const server =
    s.serverCloseMs === undefined || s.serverStartMs === undefined
      ? 'no server restart on this backend (in process only)'
      : `a real server on the store: stop ${s.serverCloseMs.toFixed(0)} ms, start until listening ${s.serverStartMs.toFixed(0)} ms`;
  const copied = s.pgLoadSeconds === undefined ? '' : `; copied into PostgreSQL now in ${s.pgLoadSeconds.toFixed(0)} s`;
  const store = s.generation
    ? `generated now: ${s.generation.items} items in ${(s.generation.seconds + s.generation.indexRebuildSeconds).toFixed(0)} s (${s.generation.storeMegabytes.toFixed(0)} MB)`
    : 'reused';
  const ready =
    b.source === 'tables'
      ? `index built from the tables in ${b.buildMs.toFixed(0)} ms (${b.buildCpuMs.toFixed(0)} ms CPU), snapshot ${b.snapshotMegabytes.toFixed(0)} MB written in ${b.snapshotWriteMs.toFixed(0)} ms`
      : `index read from the kept snapshot in ${b.buildMs.toFixed(0)} ms (${b.buildCpuMs.toFixed(0)} ms CPU)`;
  return [
    `${sizeName(s.items)} on ${s.backend}: store ${s.storeDir} (${store}${copied}); load average ${s.loadAverage[0]} → ${s.loadAverage[1]}`,
    `  ${ready}; ${b.items} items, ~${b.indexMegabytes.toFixed(0)} MB by its own count, heap + buffers +${b.heapDeltaMegabytes.toFixed(0)} MB, process RSS ${b.rssMegabytes.toFixed(0)} MB`,
    `  a start from the snapshot ${b.restoreMs.toFixed(0)} ms (${b.restoreCpuMs.toFixed(0)} ms CPU); ${server}`,
  ];
}

/** Per scenario and size, the longest single search and the longest event-loop block during the first searches (the index path's warm-up runs). */
function firstSearches(scales: readonly SearchScaleResult[]): string {
  const names = scales.map((s) => sizeName(s.items));
  const header = ['scenario', 'as', 'measure', ...names.map((n) => `${n} ms`)];
  const rows: string[][] = [];
  for (const first of scales[0]?.paths.filter((r) => r.path === 'index') ?? []) {
    const at = (s: SearchScaleResult) => s.paths.find((r) => r.path === 'index' && r.scenario === first.scenario && r.account === first.account)?.firstSearches;
    const cell = (value: number | undefined): string => (value === undefined ? '—' : value.toFixed(1));
    rows.push(
      [first.scenario, first.account, 'longest search', ...scales.map((s) => cell(at(s)?.longestSearchMs))],
      [first.scenario, first.account, 'longest block', ...scales.map((s) => cell(at(s)?.longestBlockMs))],
    );
  }
  return table('First searches (the warm-up runs, then until the index\'s background work is done): longest single search, longest event-loop block', header, rows);
}

/** The search benchmark's report: the stores, then one table with every size side by side, then the first searches. */
export function searchScalesText(scales: readonly SearchScaleResult[]): string {
  return ['\nSearch stores and index', ...scales.flatMap(scaleLines), sideBySide(scales), firstSearches(scales)].join('\n');
}
