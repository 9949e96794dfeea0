import { ApiError } from './apiContract';
import { errorFromBody, type Envelope } from './envelope';

interface Pending {
  resolve(body: unknown): void;
  reject(error: ApiError): void;
  timer: ReturnType<typeof setTimeout>;
}

/** errors.wsMsgTimeout: 'Response from server not received within timeout of N seconds'. */
export function timeoutError(timeoutMs: number): ApiError {
  const seconds = Math.round(timeoutMs / 1000);
  return new ApiError('wsMsgTimeout', `Response from server not received within timeout of ${seconds} seconds`, { seconds });
}

/**
 * Requests sent over the socket that await their reply. Replies are matched by the string
 * sequence id `s`; an erred reply rejects with the server's ApiError; a reply that does not come
 * in time rejects with errors.wsMsgTimeout and reports the timeout (the socket then closes with 4500).
 */
export class PendingRequests {
  private sequence = 0;
  private readonly pending = new Map<string, Pending>();

  /** The next sequence id, unique for the lifetime of this object (and so across reconnects). */
  nextSequence(): string {
    this.sequence += 1;
    return String(this.sequence);
  }

  get size(): number {
    return this.pending.size;
  }

  /** Waits for the reply to `s`; `onTimeout` runs once if none arrives within timeoutMs. */
  add(s: string, timeoutMs: number, onTimeout: (s: string) => void): Promise<unknown> {
    return new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => {
        if (!this.pending.delete(s)) return;
        reject(timeoutError(timeoutMs));
        onTimeout(s);
      }, timeoutMs);
      this.pending.set(s, { resolve, reject, timer });
    });
  }

  /** Settles the request the envelope answers; false when it answers none (then it is a push). */
  settle(envelope: Envelope): boolean {
    if (envelope.s === undefined) return false;
    const entry = this.pending.get(envelope.s);
    if (!entry) return false;
    this.pending.delete(envelope.s);
    clearTimeout(entry.timer);
    if (envelope.erred) entry.reject(errorFromBody(envelope.b));
    else entry.resolve(envelope.b);
    return true;
  }

  /** Fails one request (for instance when it could not be written to the socket). */
  fail(s: string, error: ApiError): void {
    const entry = this.pending.get(s);
    if (!entry) return;
    this.pending.delete(s);
    clearTimeout(entry.timer);
    entry.reject(error);
  }

  /** Fails every waiting request, e.g. when the socket closes before their replies came. */
  rejectAll(error: ApiError): void {
    const entries = [...this.pending.values()];
    this.pending.clear();
    for (const entry of entries) {
      clearTimeout(entry.timer);
      entry.reject(error);
    }
  }
}
