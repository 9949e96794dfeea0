import { createReadStream, readFile as readFileCallback } from 'node:fs';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';

/** The callback readFile: one trip to the I/O pool for the whole file, where fs/promises' takes one per step (open, stat, read, close). */
const readFile = promisify(readFileCallback);

/** Files up to this size are read ahead whole; larger ones are streamed when their turn comes. */
const SMALL_FILE_BYTES = 1024 * 1024;
/** How many small files are read ahead at once (at most 16 MiB held). */
const WINDOW = 16;

export interface MediaFile {
  path: string;
  size: number;
}

interface Queued {
  file: MediaFile;
  read?: Promise<Buffer>;
}

/**
 * Opens media files for an archive that writes them one after another. Opening, reading and
 * closing a file are separate trips to the I/O thread pool; done one file at a time they leave
 * the disk idle between files, so the next small files are read while the current one is written,
 * within a bounded window. Large files are streamed and never held whole.
 */
export class MediaReadAhead {
  private readonly queue: Queued[] = [];

  /** Adds the next file the archive will ask for. */
  enqueue(file: MediaFile): void {
    this.queue.push({ file });
    this.fill();
  }

  /** The stream and size of the oldest enqueued file: call once per file, in the order they were enqueued. */
  take(): { stream: Readable; size: number } {
    const next = this.queue.shift();
    if (!next) throw new Error('no media file enqueued');
    this.fill();
    const size = next.file.size;
    if (!next.read) return { stream: createReadStream(next.file.path), size };
    const ready = next.read;
    const stream = Readable.from(
      (async function* () {
        yield await ready;
      })(),
    );
    return { stream, size };
  }

  private fill(): void {
    for (const entry of this.queue.slice(0, WINDOW)) {
      if (entry.read || entry.file.size > SMALL_FILE_BYTES) continue;
      entry.read = readFile(entry.file.path);
      // A failure is answered when the file's turn comes (the archive's error), not as an unhandled rejection.
      entry.read.catch(() => undefined);
    }
  }
}
