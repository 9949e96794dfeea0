import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ImportFailure } from './readerRow';

/** An opened zip: its entries listed once, any of them streamed on demand (yauzl, random access). */
export interface ZipArchive {
  entries: Entry[];
  stream(entry: Entry): Promise<Readable>;
  text(entry: Entry): Promise<string>;
  close(): void;
}

function openZipFile(path: string): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: false }, (error, zip) => {
      if (error || !zip) reject(new ImportFailure('import.errors.badZip', {}, error?.message));
      else resolve(zip);
    });
  });
}

function listEntries(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', (error: Error) => reject(new ImportFailure('import.errors.badZip', {}, error.message)));
    zip.readEntry();
  });
}

export async function openZip(path: string): Promise<ZipArchive> {
  const zip = await openZipFile(path);
  const entries = await listEntries(zip);
  const stream = (entry: Entry): Promise<Readable> =>
    new Promise((resolve, reject) => {
      zip.openReadStream(entry, (error, readable) => {
        if (error || !readable) reject(new ImportFailure('import.errors.badZip', {}, error?.message));
        else resolve(readable);
      });
    });
  const text = async (entry: Entry): Promise<string> => {
    const chunks: Buffer[] = [];
    for await (const chunk of await stream(entry)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };
  return { entries, stream, text, close: () => zip.close() };
}

/** The first entry whose name ends with the extension (case-insensitive), skipping macOS resource forks. */
export function entryWithExtension(entries: Entry[], extension: string): Entry | undefined {
  const wanted = extension.toLowerCase();
  return entries.find((entry) => !entry.fileName.startsWith('__MACOSX/') && entry.fileName.toLowerCase().endsWith(wanted));
}
