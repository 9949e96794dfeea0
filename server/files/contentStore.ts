import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { OperationError } from '../protocol/contract';

/** What was stored: the content's digest, its size, and its object name inside the repository. */
export interface StoredContent {
  sha256: string;
  size: number;
  /** "ab/abcdef..." (the File item's name). */
  name: string;
}

/** The File items' repo for content kept by this store. */
export const LOCAL_REPO = 'local';

const SHA256_PATTERN = /^[0-9a-f]{64}$/;

export function fileTooLarge(maxBytes: number): OperationError {
  return new OperationError('fileTooLarge', `the upload exceeds ${maxBytes} bytes`, 413);
}

/**
 * Content-addressed files under DATA_DIR/files: each content lives once at {sha[0..2]}/{sha}, so an
 * object name can never be chosen by a client. Uploads are streamed to files/tmp while hashed and
 * counted, then moved into place (same file system, so the move is atomic); an upload over the
 * limit or empty leaves nothing behind.
 */
export class ContentStore {
  private readonly tmpDir: string;

  constructor(private readonly root: string) {
    this.tmpDir = join(root, 'tmp');
    mkdirSync(this.tmpDir, { recursive: true });
  }

  /** Where the content with this digest is (or would be) kept; throws for anything but a sha256. */
  pathOf(sha256: string): string {
    if (!SHA256_PATTERN.test(sha256)) throw new Error(`not a sha256 digest: ${JSON.stringify(sha256)}`);
    return join(this.root, sha256.slice(0, 2), sha256);
  }

  has(sha256: string): boolean {
    return SHA256_PATTERN.test(sha256) && existsSync(this.pathOf(sha256));
  }

  /**
   * Streams source into the store. Rejects with fileTooLarge (413) as soon as more than maxBytes
   * arrived, with emptyFile (400) when nothing did. On refusal the source is left paused and
   * unconsumed so the caller can still answer before closing the connection.
   */
  async put(source: Readable, maxBytes: number): Promise<StoredContent> {
    const tmp = join(this.tmpDir, randomUUID());
    const out = createWriteStream(tmp);
    const hash = createHash('sha256');
    let size = 0;
    try {
      await new Promise<void>((resolve, reject) => {
        const fail = (error: unknown): void => {
          source.off('data', onData);
          source.pause();
          reject(error instanceof Error ? error : new Error(String(error)));
        };
        const onData = (chunk: Buffer): void => {
          size += chunk.length;
          if (size > maxBytes) return fail(fileTooLarge(maxBytes));
          hash.update(chunk);
          // Back-pressure: the socket waits while the disk catches up.
          if (!out.write(chunk)) {
            source.pause();
            out.once('drain', () => source.resume());
          }
        };
        let ended = false;
        source.on('data', onData);
        source.once('end', () => {
          ended = true;
          resolve();
        });
        source.once('error', fail);
        // A client that goes away mid-upload closes the request without an end.
        source.once('close', () => {
          if (!ended) fail(new OperationError('uploadAborted', 'the client stopped sending', 400));
        });
        out.once('error', fail);
      });
      out.end();
      await finished(out);
      if (size === 0) throw new OperationError('emptyFile', 'the upload has no content', 400);
      const sha256 = hash.digest('hex');
      const target = this.pathOf(sha256);
      mkdirSync(join(this.root, sha256.slice(0, 2)), { recursive: true });
      // The same content uploaded again is kept once.
      if (existsSync(target)) await rm(tmp, { force: true });
      else await rename(tmp, target);
      return { sha256, size, name: `${sha256.slice(0, 2)}/${sha256}` };
    } catch (error) {
      out.destroy();
      await rm(tmp, { force: true });
      throw error;
    }
  }

  /**
   * Stores bytes already in memory (content a plugin made, such as a PDF): the same checks and the
   * same place as put, synchronously, so it may sit inside a store transaction or a demo seed.
   */
  putBytes(bytes: Uint8Array, maxBytes: number): StoredContent {
    if (bytes.length > maxBytes) throw fileTooLarge(maxBytes);
    if (bytes.length === 0) throw new OperationError('emptyFile', 'the content is empty', 400);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const target = this.pathOf(sha256);
    if (!existsSync(target)) {
      mkdirSync(join(this.root, sha256.slice(0, 2)), { recursive: true });
      const tmp = join(this.tmpDir, randomUUID());
      writeFileSync(tmp, bytes);
      renameSync(tmp, target);
    }
    return { sha256, size: bytes.length, name: `${sha256.slice(0, 2)}/${sha256}` };
  }
}
