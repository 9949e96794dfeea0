import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { orderFieldData } from '../../plugins/geokeeper/server/fieldDataOrder';
import type { ExportRecord } from '../../plugins/geokeeper/server/export/exportRecord';
import { writeFieldDataZip } from '../../plugins/geokeeper/server/export/zipExport';

/**
 * node --expose-gc --import tsx scripts/bench/geokeeperZipBench.ts [--records N] [--media-mb M]
 *
 * The GeoKeeper ZIP export (plugins/geokeeper/server/export/zipExport.ts) of N records (default
 * 100,000: 1 trip per 50 records) with M MiB of photos (default 1,024, one photo per record),
 * generated in a temporary folder and deleted afterwards. Prints the peak RSS (goal: within
 * 256 MiB), MB/s written, the CPU seconds this process spent (a figure the machine's load does not
 * stretch), the archive size and the load average before and after. The records
 * are made in memory the way the export's record pass makes them from the store (one at a time),
 * so this measures the archive writer: GeoJSON, CSV and media streaming. The photos are written
 * by a child process (this script with `--generate`), so the process measured holds what a
 * server's export holds and not the garbage of making a gigabyte of files. With --expose-gc it
 * also prints the live heap (after a collection) as the media start and when every entry is
 * written, before the archive's directory: what the export holds, apart from the collector's slack.
 */
function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

const RSS_BUDGET_MIB = 256;

/** The child's part: `records` photos of `size` bytes in `folder`, one after another. */
function writeMedia(folder: string, records: number, size: number): void {
  // Random-looking bytes like a JPEG: nothing for the archive to gain by compressing.
  const block = Buffer.alloc(size);
  for (let index = 0; index < size; index++) block[index] = (index * 2654435761) >>> 24;
  for (let index = 0; index < records; index++) {
    block.writeUInt32LE(index, 0);
    writeFileSync(join(folder, `${index}.jpg`), block);
  }
}

const mib = (bytes: number): number => Math.round(bytes / 1048576);

/** The live heap and buffers after a full collection (with --expose-gc), in MiB. */
function liveMemory(): { heapMiB: number; arrayBuffersMiB: number; rssMiB: number } {
  globalThis.gc?.();
  const usage = process.memoryUsage();
  return { heapMiB: mib(usage.heapUsed), arrayBuffersMiB: mib(usage.arrayBuffers), rssMiB: mib(usage.rss) };
}

async function main(): Promise<void> {
  const records = argument('records', 100_000);
  const mediaMiB = argument('media-mb', 1024);
  const work = mkdtempSync(join(tmpdir(), 'gk-zip-bench-'));
  const media = join(work, 'media');
  mkdirSync(media);
  const loadBefore = loadavg();
  try {
    process.stdout.write(`generating ${records} photos (${mediaMiB} MiB) in ${media}\n`);
    const photoSize = Math.floor((mediaMiB * 1048576) / records);
    const child = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--generate', media, String(records), String(photoSize)], { stdio: 'inherit' });
    if (child.status !== 0) throw new Error(`generating the photos failed (${child.status ?? child.signal})`);
    const tripOf = (index: number): number => index - (index % 50);
    const rows = orderFieldData(Array.from({ length: records }, (_, index) => (index % 50 === 0 ? { id: `GeoKeeperFieldData-${index}`, formType: 'trip' } : { id: `GeoKeeperFieldData-${index}`, formType: 'record', trip: `GeoKeeperFieldData-${tripOf(index)}` })));
    const pass = function* (): Generator<ExportRecord> {
      for (const row of rows) {
        const index = Number(row.id.slice('GeoKeeperFieldData-'.length));
        yield {
          row,
          id: row.id,
          color: '#2E7D32',
          answers: `Species: Moose; How many: ${(index % 5) + 1}; Notes: Cow with calf near the creek`,
          fields: { label: `Sighting ${index}`, formType: index % 50 === 0 ? 'trip' : 'record', state: 'ACTIVE', collected: new Date(Date.UTC(2026, 4, 1) + index * 60_000).toISOString(), categories: ['WILDLIFE'], formData: { species: 'MOOSE', count: (index % 5) + 1, notes: 'Cow with calf near the creek' }, location: { type: 'Point', coordinates: [-122.9 + (index % 1000) / 1e4, 53.9 + index / 1e7] }, accuracy: 5 },
          media: [{ attachment: `Attachment-${index}`, path: join(media, `${index}.jpg`), size: photoSize, fileName: `${index}.jpg`, entryName: `media/${row.number}-1-${index}.jpg` }],
        };
      }
    };
    // Run with node --expose-gc so that the garbage of generating the photos is not counted.
    globalThis.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let peak = rssBefore;
    // memoryUsage.rss() only reads the resident set size; memoryUsage() also walks the heap spaces.
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 25);
    const output = join(work, 'export.zip');
    const started = process.hrtime.bigint();
    const cpuBefore = process.cpuUsage();
    const phases: Record<string, number> = {};
    const live: Record<string, ReturnType<typeof liveMemory>> = { beforeExport: liveMemory() };
    const progress = (p: number): void => {
      if (p === 10 || p === 20 || p === 100) phases[`at${p}`] = Math.round(Number(process.hrtime.bigint() - started) / 1e6);
      // As the media start (GeoJSON and CSV written) and near the end of the media (the last 1 %).
      if (p === 20) live.mediaStart = liveMemory();
      if (p === 98) live.nearEnd = liveMemory();
    };
    const summary = await writeFieldDataZip(pass, 'bench', output, { progress, checkCancelled: () => undefined });
    process.stdout.write(`phases ms ${JSON.stringify(phases)}\nlive memory ${JSON.stringify(live)}\n`);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const cpu = process.cpuUsage(cpuBefore);
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    const archiveMiB = statSync(output).size / 1048576;
    const peakMiB = Math.round(peak / 1048576);
    const figures = {
      records: summary.records,
      mediaFiles: summary.mediaFiles,
      mediaMiB: Math.round(summary.mediaBytes / 1048576),
      archiveMiB: Math.round(archiveMiB),
      seconds: Math.round(seconds * 10) / 10,
      // CPU time of this process: what the writer costs, whatever else the machine is doing.
      cpuSeconds: Math.round((cpu.user + cpu.system) / 1e5) / 10,
      mbPerSecond: Math.round((archiveMiB / seconds) * 10) / 10,
      rssBeforeMiB: Math.round(rssBefore / 1048576),
      peakRssMiB: peakMiB,
      withinBudget: peakMiB <= RSS_BUDGET_MIB,
      loadBefore: loadBefore.map((value) => Math.round(value * 10) / 10),
      loadAfter: loadavg().map((value) => Math.round(value * 10) / 10),
    };
    process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const generate = process.argv.indexOf('--generate');
if (generate >= 0) writeMedia(process.argv[generate + 1] ?? '', Number(process.argv[generate + 2]), Number(process.argv[generate + 3]));
else await main();
