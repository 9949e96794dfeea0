import { randomBytes } from 'node:crypto';
import type { Envelope } from './contract';

export interface StreamPart {
  envelope: Envelope;
  /** True on the last part (the operation's reply). */
  done: boolean;
}

interface Stream {
  owner: string | null;
  parts: StreamPart[];
  finished: boolean;
  waiters: ((part: StreamPart | null) => void)[];
  expiry: NodeJS.Timeout;
}

/**
 * In-memory buffers of HTTP streams (POST /api/item with X-VGN-Expect-Stream). Pushes made while the
 * operation runs become parts; the operation's reply is the final part. GET /api/stream/{key}
 * takes one part per request, waiting for the next when none is buffered. A stream is dropped after
 * its last part was taken or when nobody asked for it during the TTL.
 */
export class StreamBuffers {
  private readonly streams = new Map<string, Stream>();

  constructor(private readonly ttlMs: number) {}

  open(owner: string | null): string {
    const key = randomBytes(18).toString('base64url');
    this.streams.set(key, { owner, parts: [], finished: false, waiters: [], expiry: this.expiryTimer(key) });
    return key;
  }

  /** Adds a part; ignored after the final part (late pushes of a finished operation). */
  append(key: string, envelope: Envelope, done: boolean): void {
    const stream = this.streams.get(key);
    if (!stream || stream.finished) return;
    stream.finished = done;
    const part: StreamPart = { envelope, done };
    const waiter = stream.waiters.shift();
    if (waiter) waiter(part);
    else stream.parts.push(part);
  }

  isOpen(key: string): boolean {
    const stream = this.streams.get(key);
    return stream !== undefined && !stream.finished;
  }

  /**
   * The next part for user, waiting at most waitMs for one. Returns null when nothing arrived in
   * time, 'unknown' for a missing (or expired) stream, 'forbidden' for another user's stream.
   */
  async next(key: string, user: string | null, waitMs: number): Promise<StreamPart | null | 'unknown' | 'forbidden'> {
    const stream = this.streams.get(key);
    if (!stream) return 'unknown';
    if (stream.owner !== null && stream.owner !== user) return 'forbidden';
    this.touch(key, stream);
    const buffered = stream.parts.shift();
    const part =
      buffered ??
      (await new Promise<StreamPart | null>((resolve) => {
        const timer = setTimeout(() => {
          stream.waiters = stream.waiters.filter((waiter) => waiter !== deliver);
          resolve(null);
        }, waitMs);
        const deliver = (delivered: StreamPart | null): void => {
          clearTimeout(timer);
          resolve(delivered);
        };
        stream.waiters.push(deliver);
      }));
    if (part?.done) this.drop(key);
    return part;
  }

  clear(): void {
    for (const key of [...this.streams.keys()]) this.drop(key);
  }

  private drop(key: string): void {
    const stream = this.streams.get(key);
    if (!stream) return;
    clearTimeout(stream.expiry);
    for (const waiter of stream.waiters) waiter(null);
    this.streams.delete(key);
  }

  private touch(key: string, stream: Stream): void {
    clearTimeout(stream.expiry);
    stream.expiry = this.expiryTimer(key);
  }

  private expiryTimer(key: string): NodeJS.Timeout {
    const timer = setTimeout(() => this.drop(key), this.ttlMs);
    timer.unref();
    return timer;
  }
}
