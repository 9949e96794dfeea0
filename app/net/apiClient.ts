import type { Api, PushHandler, SendOptions } from './apiContract';
import type { PushDispatcher, PushMatch } from './pushDispatcher';
import type { SocketRequestOptions } from './socketClient';
import { chooseTransport, envelopeBytes } from './transportChoice';

/** Spec §7: the body of act/{action} defaults to the platform item vgn-0. */
export const ACT_DEFAULT_BODY: Readonly<{ _t: string; _i: number }> = { _t: 'vgn', _i: 0 };

export interface ApiClientDeps {
  socket: { isReady(): boolean; request(o: string, b?: unknown, options?: SocketRequestOptions): Promise<unknown> };
  http: { send(o: string, b: unknown, options?: SendOptions): Promise<unknown> };
  pushes: PushDispatcher;
  /** wsMaxMsgSize from the configuration (1 MiB by default). */
  maxMessageBytes: () => number;
}

/**
 * The Api every view uses: the socket when it is ready and the message fits, POST /api/item
 * otherwise; pushes fan out through the dispatcher whichever way they arrived.
 */
export class ApiClient implements Api {
  constructor(private readonly deps: ApiClientDeps) {}

  send<T = unknown>(o: string, b?: unknown, options: SendOptions = {}): Promise<T> {
    const body = b === undefined && o.startsWith('act/') ? { ...ACT_DEFAULT_BODY } : b;
    const { socket, http } = this.deps;
    const ready = socket.isReady();
    const transport = ready ? chooseTransport(true, envelopeBytes(o, body), this.deps.maxMessageBytes()) : 'http';
    const reply =
      transport === 'socket'
        ? socket.request(o, body, options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs })
        : http.send(o, body, options);
    // The reply shape belongs to the operation; callers name it with T.
    return reply as Promise<T>;
  }

  onPush(match: PushMatch, handler: PushHandler): () => void {
    return this.deps.pushes.subscribe(match, handler);
  }
}
