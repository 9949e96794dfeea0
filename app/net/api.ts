import { session } from '../session/sessionStore';
import type { Api } from './apiContract';
import { createBrowserWebSocket } from './browserWebSocket';
import { config } from './config';
import { createNetRuntime, type NetHooks, type NetRuntime } from './netRuntime';
import { PushDispatcher } from './pushDispatcher';
import { socketUrl } from './socketUrl';

type ReadyListener = (info: { afterFailure: boolean }) => void;

const pushes = new PushDispatcher();
const readyListeners = new Set<ReadyListener>();

/** Connection facts go to the session store; the session installs the auth hooks (installNetHooks). */
const hooks: NetHooks = {
  token: () => session.token,
  limits: () => ({ wsMaxMsgSize: config.wsMaxMsgSize, wsTimeout: config.wsTimeout, httpTimeout: config.httpTimeout }),
  onStatus: (status) => {
    session.health = status.health;
    session.socketPhase = status.phase;
    session.secondsToRetry = status.secondsToRetry;
    session.socketFailures = status.failures;
  },
  onSocketReady: (info) => {
    if (info.afterFailure) session.reconnects += 1;
    for (const listener of [...readyListeners]) listener(info);
  },
  onNetworkFailure: () => {
    session.networkFailures += 1;
    session.networkDown = true;
  },
  onNetworkSuccess: () => {
    session.networkFailures = 0;
    session.networkDown = false;
  },
};

let runtime: NetRuntime | null = null;

/** The socket, HTTP transport and Api, created on first use so importing this file touches no browser API. */
export function netRuntime(): NetRuntime {
  runtime ??= createNetRuntime(
    {
      fetch: (url, init) => fetch(url, init),
      createSocket: createBrowserWebSocket,
      socketUrl: () => socketUrl(window.location),
      log: console,
    },
    hooks,
    pushes,
  );
  return runtime;
}

/** For the session: handshake (tokenAuth), close and bearer-refusal handlers. */
export function installNetHooks(partial: Pick<NetHooks, 'handshake' | 'onSocketClose' | 'onAuthRejected'>): void {
  Object.assign(hooks, partial);
}

/** Runs on every socket (re)connect that passed the handshake; returns the unsubscribe function. */
export function onSocketReady(listener: ReadyListener): () => void {
  readyListeners.add(listener);
  return () => {
    readyListeners.delete(listener);
  };
}

/** The socket is open and authenticated (watches and pushes work). */
export function isSocketReady(): boolean {
  return runtime?.socket.isReady() ?? false;
}

/** The retry-now action of the reconnect countdown (help menu). */
export function retryNow(): void {
  runtime?.socket.retryNow();
}

/** The client's one connection to the server (spec §7): socket with HTTP fallback, pushes to onPush. */
export const api: Api = {
  send: (o, b, options) => netRuntime().api.send(o, b, options),
  onPush: (match, handler) => pushes.subscribe(match, handler),
};
