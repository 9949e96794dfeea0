import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { countingSink } from '../../plugins/import/server/featureSink';
import { transformedRows } from '../../plugins/import/server/importStream';
import { openReader, type ImportFormat } from '../../plugins/import/server/readers/readerFor';
import type { TransformSettings } from '../../plugins/import/transform/settings';

/** Figures of one file through reader + transformations into a counting sink. */
export interface ImportBenchFigure {
  format: ImportFormat;
  rows: number;
  fileMiB: number;
  seconds: number;
  rowsPerSecond: number;
  /** Highest resident set size sampled during the pass (MiB). */
  peakRssMiB: number;
  features: number;
  errors: number;
}

export interface ImportBenchResult {
  figures: ImportBenchFigure[];
  /** The goal: every pass within 512 MiB RSS. */
  withinBudget: boolean;
}

const RSS_BUDGET_MIB = 512;

/** A realistic transformation set: a filter, a rename, rounding, constants (simplification is moot for points). */
const SETTINGS: TransformSettings = {
  filters: [{ property: 'depth', op: 'range', min: 0 }],
  fieldMap: [{ from: 'name', to: 'label' }],
  constants: { spatialType: 'SURVEY', state: 'ACTIVE' },
};

async function writeLines(path: string, rows: number, header: string, line: (index: number) => string, footer = ''): Promise<void> {
  const out = createWriteStream(path);
  out.write(header);
  for (let index = 0; index < rows; index += 1) {
    // Back-pressure keeps the generator itself from inflating the measured memory.
    if (!out.write(line(index))) await once(out, 'drain');
  }
  out.end(footer);
  await once(out, 'finish');
}

function point(index: number): [number, number] {
  return [-141 + ((index * 0.000731) % 88), 48 + ((index * 0.000379) % 22)];
}

async function measure(format: ImportFormat, path: string, rows: number): Promise<ImportBenchFigure> {
  globalThis.gc?.();
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 25);
  const sink = countingSink();
  let errors = 0;
  const started = process.hrtime.bigint();
  for await (const item of transformedRows(openReader(format, { path, name: path }), SETTINGS)) {
    if (item.kind === 'feature') sink.write(item.feature);
    else if (item.kind === 'error') errors += 1;
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  return {
    format,
    rows,
    fileMiB: Math.round((statSync(path).size / 1048576) * 10) / 10,
    seconds: Math.round(seconds * 100) / 100,
    rowsPerSecond: Math.round(rows / seconds),
    peakRssMiB: Math.round(peak / 1048576),
    features: sink.count,
    errors,
  };
}

/** npm run bench -- --only import [--import-rows N]: a generated CSV and GeoJSON of N rows each. */
export async function runImportBenchmark(rows: number): Promise<ImportBenchResult> {
  const dir = mkdtempSync(join(tmpdir(), 'vgn-import-bench-'));
  try {
    const csv = join(dir, 'points.csv');
    process.stderr.write(`[bench] writing a ${rows}-row CSV\n`);
    await writeLines(csv, rows, 'name,kind,depth,lat,lon\n', (index) => {
      const [lon, lat] = point(index);
      return `Point ${index},survey,${index % 50},${lat.toFixed(6)},${lon.toFixed(6)}\n`;
    });
    const csvFigure = await measure('CSV', csv, rows);
    rmSync(csv);
    const geojson = join(dir, 'points.geojson');
    process.stderr.write(`[bench] writing a ${rows}-feature GeoJSON\n`);
    await writeLines(geojson, rows, '{"type":"FeatureCollection","features":[\n', (index) => {
      const [lon, lat] = point(index);
      return `${index === 0 ? '' : ','}{"type":"Feature","geometry":{"type":"Point","coordinates":[${lon.toFixed(6)},${lat.toFixed(6)}]},"properties":{"name":"Point ${index}","kind":"survey","depth":${index % 50},"note":"generated row for the import benchmark"}}\n`;
    }, ']}\n');
    const geojsonFigure = await measure('GEOJSON', geojson, rows);
    const figures = [csvFigure, geojsonFigure];
    return { figures, withinBudget: figures.every((figure) => figure.peakRssMiB <= RSS_BUDGET_MIB) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
