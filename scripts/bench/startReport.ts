import type { StartFigure } from './startBench';

/** The start goal of issue 16: a server on a million items listens within 10 s. */
const GOAL_MS = 10_000;

const seconds = (ms: number): string => (ms / 1000).toFixed(1);
const sizeName = (items: number): string => (items % 1_000_000 === 0 ? `${items / 1_000_000}M` : items % 1000 === 0 ? `${items / 1000}k` : String(items));

/** One line per start: until listening and until the index is installed, wall and CPU (whole process), RSS, load. */
export function startText(figures: readonly StartFigure[]): string {
  const header = ['store', 'backend', 'index from', 'listen wall / CPU / main s', 'index wall / CPU s', 'longest wait ms', 'index', 'RSS / peak MB', 'load'];
  const rows = figures.map((f) => {
    const { listening, indexReady } = f.run;
    return [
      sizeName(f.items),
      f.backend,
      f.snapshot ? `snapshot (${indexReady.source})` : `none (${indexReady.source})`,
      `${seconds(listening.wallMs)} / ${seconds(listening.cpuMs)} / ${seconds(listening.mainThreadCpuMs)}`,
      `${seconds(indexReady.wallMs)} / ${seconds(indexReady.cpuMs)}`,
      f.run.longestWaitMs.toFixed(0),
      `${indexReady.items} items, ${indexReady.indexMb} MB`,
      `${indexReady.rssMb.toFixed(0)} / ${indexReady.peakRssMb.toFixed(0)}`,
      f.run.loadAverage.map((n) => n.toFixed(1)).join('→'),
    ];
  });
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]): string => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  return [
    `\nServer start (server/main.ts in its own process, until "server listening" and "search index ready"; longest wait: of a request asked over and over in between; CPU of the whole process and of its main thread; goal at 1M: listening within ${GOAL_MS / 1000} s wall on a quiet machine)`,
    line(header),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.map(line),
  ].join('\n');
}
