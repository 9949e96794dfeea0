import { ApiClient } from './apiClient';
import type { ApiError } from './apiContract';
import { HttpTransport } from './httpTransport';
import { PushDispatcher } from './pushDispatcher';
import { SocketClient, type SocketCloseInfo, type SocketLog, type SocketRequestOptions, type SocketStatus, type WebSocketLike } from './socketClient';
import type { FetchLike } from './timedFetch';

/** What the browser provides; tests pass fakes. */
export interface NetEnvironment {
  fetch: FetchLike;
  createSocket: (url: string) => WebSocketLike;
  socketUrl: () => string;
  random?: () => number;
  log?: SocketLog & { error(...data: unknown[]): void };
}

export interface NetLimits {
  wsMaxMsgSize: number;
  wsTimeout: number;
  httpTimeout: number;
}

/**
 * Late-bound callbacks: the session installs its handlers after the runtime exists, so the runtime
 * reads them at call time.
 */
export interface NetHooks {
  token(): string | null;
  limits(): NetLimits;
  handshake?(request: (o: string, b?: unknown, options?: SocketRequestOptions) => Promise<unknown>): Promise<void>;
  onSocketClose?(info: SocketCloseInfo): void;
  onSocketReady?(info: { afterFailure: boolean }): void;
  onStatus?(status: SocketStatus): void;
  onNetworkFailure?(): void;
  onNetworkSuccess?(): void;
  onAuthRejected?(error: ApiError): void;
}

export interface NetRuntime {
  api: ApiClient;
  socket: SocketClient;
  http: HttpTransport;
  pushes: PushDispatcher;
}

/** Wires socket, HTTP fallback, push dispatch and the Api together (no globals: see api.ts). */
export function createNetRuntime(env: NetEnvironment, hooks: NetHooks, pushes: PushDispatcher = new PushDispatcher(env.log)): NetRuntime {
  const dispatch = (envelope: Parameters<PushDispatcher['dispatch']>[0]): void => void pushes.dispatch(envelope);
  const http = new HttpTransport({
    fetch: env.fetch,
    token: () => hooks.token(),
    timeoutMs: () => hooks.limits().httpTimeout,
    onMessage: dispatch,
    onNetworkFailure: () => hooks.onNetworkFailure?.(),
    onNetworkSuccess: () => hooks.onNetworkSuccess?.(),
    onAuthRejected: (error) => hooks.onAuthRejected?.(error),
  });
  const socket = new SocketClient({
    url: env.socketUrl,
    createSocket: env.createSocket,
    requestTimeoutMs: () => hooks.limits().wsTimeout,
    ...(env.random ? { random: env.random } : {}),
    ...(env.log ? { log: env.log } : {}),
    handshake: (client) => (hooks.handshake ? hooks.handshake((o, b, options) => client.request(o, b, options)) : Promise.resolve()),
    resolveLarge: (notice) => http.fetchLarge(notice),
    onPush: dispatch,
    onStatus: (status) => hooks.onStatus?.(status),
    onClose: (info) => hooks.onSocketClose?.(info),
    onReady: (info) => hooks.onSocketReady?.(info),
  });
  const api = new ApiClient({ socket, http, pushes, maxMessageBytes: () => hooks.limits().wsMaxMsgSize });
  return { api, socket, http, pushes };
}
