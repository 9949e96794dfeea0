import { randomBytes } from 'node:crypto';
import type { Envelope } from './contract';

export const LARGE_PREFIX = 'lrg/';

interface Held {
  envelope: Envelope;
  /** User the reply was for (null: anonymous); only that user's token may fetch it. */
  owner: string | null;
  timer: NodeJS.Timeout;
}

/**
 * Replies and pushes too large for the socket (or explicitly answered under an "lrg/..." o) wait
 * here. The socket carries {o: "lrg/{key}", s, b: {o, bytes}}; the client fetches the full envelope
 * once with GET /ws-lrg/{key}. Entries vanish on fetch or after the TTL.
 */
export class LargeResults {
  private readonly held = new Map<string, Held>();

  constructor(private readonly ttlMs: number) {}

  put(envelope: Envelope, owner: string | null): string {
    const key = randomBytes(18).toString('base64url');
    const timer = setTimeout(() => this.held.delete(key), this.ttlMs);
    timer.unref();
    this.held.set(key, { envelope, owner, timer });
    return key;
  }

  /** The envelope when key exists and belongs to user; it is removed on success. */
  take(key: string, user: string | null): Envelope | 'forbidden' | null {
    const entry = this.held.get(key);
    if (!entry) return null;
    if (entry.owner !== null && entry.owner !== user) return 'forbidden';
    clearTimeout(entry.timer);
    this.held.delete(key);
    return entry.envelope;
  }

  clear(): void {
    for (const entry of this.held.values()) clearTimeout(entry.timer);
    this.held.clear();
  }
}
