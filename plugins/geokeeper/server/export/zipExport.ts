import { createReadStream, createWriteStream } from 'node:fs';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import wkx from 'wkx';
import { ZipFile } from 'yazl';
import { CSV_COLUMNS, csvRow, exportFeature, type ExportRecord } from './exportRecord';

/** Progress and cancellation of the task that writes the archive. */
export interface ExportProgress {
  progress(percentageComplete: number): void;
  checkCancelled(): void;
}

/** Reads the records afresh for each part of the archive: nothing is held for the whole export. */
export type RecordPass = () => Iterable<ExportRecord>;

function* geojsonChunks(records: RecordPass, task: ExportProgress): Generator<string> {
  yield '{"type":"FeatureCollection","features":[\n';
  let first = true;
  for (const record of records()) {
    task.checkCancelled();
    yield (first ? '' : ',\n') + JSON.stringify(exportFeature(record));
    first = false;
  }
  yield '\n]}\n';
}

function csvStream(records: RecordPass, task: ExportProgress): Readable {
  const toWkt = (geometry: Parameters<typeof wkx.Geometry.parseGeoJSON>[0]): string => wkx.Geometry.parseGeoJSON(geometry).toWkt();
  const rows = Readable.from(
    (function* () {
      for (const record of records()) {
        task.checkCancelled();
        yield csvRow(record, toWkt);
      }
    })(),
  );
  return rows.pipe(stringify({ header: true, columns: [...CSV_COLUMNS] }));
}

/** Counts the bytes of media read, for the task's progress. */
function counted(path: string, onBytes: (bytes: number) => void): Readable {
  const counter = new PassThrough();
  counter.on('data', (chunk: Buffer) => onBytes(chunk.length));
  return createReadStream(path).pipe(counter);
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
  zip.addReadStreamLazy(`${name}/field-data.geojson`, (callback) => callback(null, Readable.from(geojsonChunks(records, task))));
  zip.addReadStreamLazy(`${name}/field-data.csv`, (callback) => {
    report(0.1);
    callback(null, csvStream(records, task));
  });
  for (const record of records()) {
    for (const media of record.media) {
      zip.addReadStreamLazy(`${name}/${media.entryName}`, { size: media.size, compress: false }, (callback) => {
        try {
          task.checkCancelled();
        } catch (error) {
          callback(error, new PassThrough());
          return;
        }
        callback(
          null,
          counted(media.path, (bytes) => {
            bytesRead += bytes;
            report(0.2 + (0.79 * bytesRead) / Math.max(mediaBytes, 1));
          }),
        );
      });
    }
  }
  zip.end();
  await Promise.race([written, failed]);
  report(1);
  return { records: count, mediaFiles, mediaBytes };
}
