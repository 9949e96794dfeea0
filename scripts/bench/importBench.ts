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

/** A polygon (a small closed ring of 12 positions) or a line every third feature, the rest points: what a survey export holds. */
function geometryText(index: number): string {
  const [lon, lat] = point(index);
  if (index % 3 === 0) return `{"type":"Point","coordinates":[${lon.toFixed(6)},${lat.toFixed(6)}]}`;
  const positions: string[] = [];
  const corners = index % 3 === 1 ? 11 : 6;
  for (let corner = 0; corner < corners; corner += 1) {
    const angle = (corner / corners) * 2 * Math.PI;
    positions.push(`[${(lon + 0.01 * Math.cos(angle)).toFixed(6)},${(lat + 0.01 * Math.sin(angle)).toFixed(6)}]`);
  }
  if (index % 3 === 2) return `{"type":"LineString","coordinates":[${positions.join(',')}]}`;
  positions.push(positions[0] ?? '');
  return `{"type":"Polygon","coordinates":[[${positions.join(',')}]]}`;
}

/** Writes a GeoJSON FeatureCollection of at least `minMiB`, streamed (never held whole); answers its feature count. */
async function writeGeoJson(path: string, minMiB: number): Promise<number> {
  const out = createWriteStream(path);
  const minBytes = minMiB * 1048576;
  out.write('{"type":"FeatureCollection","features":[\n');
  let rows = 0;
  let written = 0;
  while (written < minBytes) {
    const line = `${rows === 0 ? '' : ','}{"type":"Feature","geometry":${geometryText(rows)},"properties":{"name":"Feature ${rows}","kind":"survey","depth":${rows % 50},"observer":"Field crew ${rows % 17}","note":"generated row for the import benchmark"}}\n`;
    written += Buffer.byteLength(line);
    rows += 1;
    // Back-pressure keeps the generator itself from inflating the measured memory.
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end(']}\n');
  await once(out, 'finish');
  return rows;
}

/**
 * npm run bench -- --only import [--import-rows N] [--import-geojson-mib M]: a generated CSV of N
 * rows (default 1,000,000) and a GeoJSON of at least M MiB (default 512: the goal says 500 MB),
 * each streamed to a temporary file, read back and deleted.
 */
export async function runImportBenchmark(rows: number, geojsonMiB: number): Promise<ImportBenchResult> {
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
    process.stderr.write(`[bench] CSV: ${csvFigure.rowsPerSecond} rows/s, peak RSS ${csvFigure.peakRssMiB} MiB\n`);
    const geojson = join(dir, 'features.geojson');
    process.stderr.write(`[bench] writing a GeoJSON of at least ${geojsonMiB} MiB\n`);
    const features = await writeGeoJson(geojson, geojsonMiB);
    const geojsonFigure = await measure('GEOJSON', geojson, features);
    rmSync(geojson);
    const figures = [csvFigure, geojsonFigure];
    return { figures, withinBudget: figures.every((figure) => figure.peakRssMiB <= RSS_BUDGET_MIB) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
