import { createWriteStream } from 'node:fs';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify/sync';
import wkx from 'wkx';
import { ZipFile } from 'yazl';
import { MediaReadAhead } from './mediaReadAhead';
import { CSV_COLUMNS, csvRow, exportFeature, type ExportRecord } from './exportRecord';

/** Progress and cancellation of the task that writes the archive. */
export interface ExportProgress {
  progress(percentageComplete: number): void;
  checkCancelled(): void;
}

/** Reads the records afresh for each part of the archive: nothing is held for the whole export. */
export type RecordPass = () => Iterable<ExportRecord>;

/** Text is handed to the archive in chunks of about this size: one deflate call per chunk, not per record. */
const CHUNK_CHARS = 64 * 1024;
/** Media entries queued in the archive ahead of the one being written. */
const ENTRIES_AHEAD = 256;
/** CSV rows formatted per call of csv-stringify. */
const CSV_BATCH = 256;

function* batched(parts: Iterable<string>): Generator<string> {
  let buffer = '';
  for (const part of parts) {
    buffer += part;
    if (buffer.length >= CHUNK_CHARS) {
      yield buffer;
      buffer = '';
    }
  }
  if (buffer) yield buffer;
}

function* geojsonParts(records: RecordPass, task: ExportProgress): Generator<string> {
  yield '{"type":"FeatureCollection","features":[\n';
  let first = true;
  for (const record of records()) {
    task.checkCancelled();
    yield (first ? '' : ',\n') + JSON.stringify(exportFeature(record));
    first = false;
  }
  yield '\n]}\n';
}

function* csvParts(records: RecordPass, task: ExportProgress): Generator<string> {
  const toWkt = (geometry: Parameters<typeof wkx.Geometry.parseGeoJSON>[0]): string => wkx.Geometry.parseGeoJSON(geometry).toWkt();
  let rows: string[][] = [];
  let header = true;
  const flush = (): string => {
    const text = stringify(rows, { header, columns: [...CSV_COLUMNS] });
    header = false;
    rows = [];
    return text;
  };
  for (const record of records()) {
    task.checkCancelled();
    rows.push(csvRow(record, toWkt));
    if (rows.length >= CSV_BATCH) yield flush();
  }
  if (rows.length > 0 || header) yield flush();
}

/**
 * Writes `{name}/field-data.geojson`, `{name}/field-data.csv` and `{name}/media/…` to `outputPath`
 * with yazl. Every part is streamed: the GeoJSON and CSV are generated while the archive is written,
 * each media file is opened only when its turn comes and stored as it is (photos and videos are
 * compressed already), so memory stays flat whatever the number of records and bytes of media;
 * only the archive's directory (one small entry per file) grows.
 */
export async function writeFieldDataZip(records: RecordPass, name: string, outputPath: string, task: ExportProgress): Promise<{ records: number; mediaFiles: number; mediaBytes: number }> {
  const zip = new ZipFile();
  // A failing part (a media file gone, a cancelled task) fails the archive rather than the process.
  const failed = new Promise<never>((_resolve, reject) => zip.on('error', reject));
  const written = pipeline(zip.outputStream, createWriteStream(outputPath));
  let count = 0;
  let mediaFiles = 0;
  let mediaBytes = 0;
  for (const record of records()) {
    count++;
    for (const media of record.media) {
      mediaFiles++;
      mediaBytes += media.size;
    }
  }
  let bytesRead = 0;
  let reported = -1;
  const report = (fraction: number): void => {
    const percentage = Math.floor(fraction * 100);
    if (percentage !== reported) task.progress((reported = percentage));
  };
  zip.addReadStreamLazy(`${name}/field-data.geojson`, (callback) => callback(null, Readable.from(batched(geojsonParts(records, task)))));
  zip.addReadStreamLazy(`${name}/field-data.csv`, (callback) => {
    report(0.1);
    callback(null, Readable.from(batched(csvParts(records, task))));
  });
  // Media entries are added a bounded distance ahead of the one being written: the archive's queue
  // (and the records behind it) never holds the whole export, only its directory grows.
  const upcoming = (function* () {
    for (const record of records()) yield* record.media;
  })();
  const readAhead = new MediaReadAhead();
  let ended = false;
  // yazl keeps every entry (and the function that opens it) until the archive's directory is
  // written: one shared opener and one shared date keep that to yazl's own few fields per file,
  // nothing of the record or its media. Entries are opened in the order they were added.
  const mtime = new Date();
  const openNext = (callback: (error: Error | null, stream: Readable) => void): void => {
    const { stream, size } = readAhead.take();
    try {
      task.checkCancelled();
    } catch (error) {
      stream.destroy();
      callback(error instanceof Error ? error : new Error(String(error)), new PassThrough());
      return;
    }
    // Entries are written one after another: a file's turn coming means the ones before it are written.
    report(0.2 + (0.79 * bytesRead) / Math.max(mediaBytes, 1));
    bytesRead += size;
    addNext();
    callback(null, stream);
  };
  function addNext(): void {
    const next = upcoming.next();
    if (next.done) {
      if (!ended) zip.end();
      ended = true;
      return;
    }
    const media = next.value;
    readAhead.enqueue({ path: media.path, size: media.size });
    zip.addReadStreamLazy(`${name}/${media.entryName}`, { size: media.size, compress: false, mtime }, openNext);
  }
  for (let index = 0; index < ENTRIES_AHEAD && !ended; index++) addNext();
  await Promise.race([written, failed]);
  report(1);
  return { records: count, mediaFiles, mediaBytes };
}
