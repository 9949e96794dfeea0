import WebSocket from 'ws';
import type { Envelope } from '../../server/protocol/contract';

/** Wall-clock milliseconds with sub-millisecond resolution (comparable with server ISO stamps). */
export function epochNow(): number {
  return performance.timeOrigin + performance.now();
}

export type PushListener = (body: unknown, receivedAt: number) => void;

export class OperationFailed extends Error {
  constructor(
    readonly operation: string,
    readonly userMessage: string,
    sysMessage: string,
  ) {
    super(`${operation} failed: ${userMessage} (${sysMessage})`);
  }
}

function failure(reply: Envelope): OperationFailed {
  const body = (typeof reply.b === 'object' && reply.b !== null ? reply.b : {}) as Record<string, unknown>;
  return new OperationFailed(reply.o, String(body.userMessage ?? 'unknown'), String(body.sysMessage ?? ''));
}

/**
 * A protocol client over one real WebSocket on /ws: requests are matched to replies by s, so any
 * number may be in flight (pipelining); pushes go to listeners with the instant they arrived,
 * taken before the message is parsed.
 */
export class BenchSocket {
  private sequence = 0;
  private readonly pending = new Map<string, { resolve: (reply: Envelope) => void; reject: (error: Error) => void }>();
  private readonly listeners = new Map<string, PushListener[]>();

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const receivedAt = epochNow();
      const envelope = JSON.parse(String(data)) as Envelope;
      const waiter = envelope.s === undefined ? undefined : this.pending.get(envelope.s);
      if (waiter && envelope.s !== undefined) {
        this.pending.delete(envelope.s);
        waiter.resolve(envelope);
        return;
      }
      for (const listener of this.listeners.get(envelope.o) ?? []) listener(envelope.b, receivedAt);
    });
    ws.on('close', (code, reason) => {
      const error = new Error(`socket closed (${code} ${reason.toString()})`);
      for (const waiter of this.pending.values()) waiter.reject(error);
      this.pending.clear();
    });
  }

  /** Opens a socket on the server's /ws and, given a token, authenticates it (tokenAuth first). */
  static async open(baseUrl: string, token?: string, version?: string): Promise<BenchSocket> {
    const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws`);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    const socket = new BenchSocket(ws);
    if (token !== undefined) {
      const reply = await socket.request({ o: 'tokenAuth', b: token, ...(version === undefined ? {} : { v: version }) });
      if (reply.o !== 'authed') throw new Error(`tokenAuth answered ${reply.o}`);
    }
    return socket;
  }

  /** Sends an envelope and resolves with its reply (erred replies included). */
  request(envelope: Omit<Envelope, 's'>): Promise<Envelope> {
    this.sequence += 1;
    const s = `b${this.sequence}`;
    return new Promise((resolve, reject) => {
      this.pending.set(s, { resolve, reject });
      this.ws.send(JSON.stringify({ ...envelope, s }));
    });
  }

  /** The reply body of a successful operation; an erred reply throws OperationFailed. */
  async call(o: string, b?: unknown): Promise<unknown> {
    const reply = await this.request(b === undefined ? { o } : { o, b });
    if (reply.erred) throw failure(reply);
    return reply.b;
  }

  onPush(o: string, listener: PushListener): void {
    this.listeners.set(o, [...(this.listeners.get(o) ?? []), listener]);
  }

  close(): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      this.ws.once('close', () => resolve());
      this.ws.close();
    });
  }
}
