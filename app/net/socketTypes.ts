import type { Envelope } from './envelope';
import type { Health, HealthTiming } from './healthMonitor';
import type { SocketClient } from './socketClient';

/** The part of the browser WebSocket the client uses; tests inject a fake class. */
export interface WebSocketLike {
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/** idle: not wanted; connecting: opening; open: handshake running; ready: authenticated; waiting: countdown to retry. */
export type SocketPhase = 'idle' | 'connecting' | 'open' | 'ready' | 'waiting';

export interface SocketStatus {
  phase: SocketPhase;
  health: Health;
  secondsToRetry: number | null;
  /** Consecutive failed attempts since the socket was last ready. */
  failures: number;
}

export interface SocketCloseInfo {
  code: number;
  reason: string;
  /** The socket had opened before it closed (false: the attempt itself failed). */
  wasOpen: boolean;
}

export interface SocketRequestOptions {
  /** Defaults to the configured wsTimeout. */
  timeoutMs?: number;
  /** Envelope version field (tokenAuth carries the client version). */
  v?: string;
}

export interface SocketLog {
  warn(...data: unknown[]): void;
}

export interface SocketClientOptions {
  url: () => string;
  createSocket: (url: string) => WebSocketLike;
  /** wsTimeout from the configuration, read per request. */
  requestTimeoutMs: () => number;
  openTimeoutMs?: number;
  health?: HealthTiming;
  random?: () => number;
  /** Runs on every open before the socket counts as ready (tokenAuth). */
  handshake?: (client: SocketClient) => Promise<void>;
  /** Fetches the real message(s) a lrg/ notice stands for (GET /ws-{o}). */
  resolveLarge?: (notice: Envelope) => Promise<Envelope[]>;
  onPush?: (envelope: Envelope) => void;
  onStatus?: (status: SocketStatus) => void;
  /** Every close of an opened socket or failed attempt, before a retry is scheduled. */
  onClose?: (info: SocketCloseInfo) => void;
  /** The handshake succeeded; afterFailure: this ends a period of failed attempts ('connected' notice). */
  onReady?: (info: { afterFailure: boolean }) => void;
  log?: SocketLog;
}
