import { ApiError } from './apiContract';
import { parseEnvelope, type Envelope } from './envelope';
import { DEFAULT_HEALTH_TIMING, HealthMonitor } from './healthMonitor';
import { PendingRequests } from './pendingRequests';
import { reconnectDelayMs } from './reconnectDelay';
import { RetryCountdown } from './retryCountdown';
import type { SocketClientOptions, SocketCloseInfo, SocketLog, SocketPhase, SocketRequestOptions, SocketStatus, WebSocketLike } from './socketTypes';

export type { SocketClientOptions, SocketCloseInfo, SocketLog, SocketPhase, SocketRequestOptions, SocketStatus, WebSocketLike } from './socketTypes';

/** Spec §9: a request without reply in time closes the socket with this code. */
export const TIMEOUT_CLOSE_CODE = 4500;
/** Closing a socket that stayed silent after a ping (health BAD); 4000-4003 are the server's codes. */
export const SILENT_CLOSE_CODE = 4408;
/** The server closed because a message exceeded its limit; logged as too large (spec §4). */
export const TOO_LARGE_CLOSE_CODE = 1009;
export const DEFAULT_OPEN_TIMEOUT_MS = 1_000;

function closedError(): ApiError {
  return new ApiError('networkError', 'The connection closed before the reply arrived.');
}

/**
 * The socket of platform spec §7/§9: request/reply matching by sequence id, request timeout,
 * health pings, and reconnecting with back-off and a visible countdown. Knows nothing of React,
 * of the auth state or of browser globals; everything it needs is injected.
 */
export class SocketClient {
  private socket: WebSocketLike | null = null;
  private wanted = false;
  private phase: SocketPhase = 'idle';
  private failures = 0;
  private failedSinceReady = false;
  private secondsToRetry: number | null = null;
  private openTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly pending = new PendingRequests();
  private readonly monitor: HealthMonitor;
  private readonly countdown: RetryCountdown;
  private readonly log: SocketLog;

  constructor(private readonly options: SocketClientOptions) {
    this.log = options.log ?? console;
    this.monitor = new HealthMonitor(
      {
        sendPing: () => this.post({ o: 'ping', s: this.pending.nextSequence() }),
        closeSilentSocket: () => this.abandon(SILENT_CLOSE_CODE, 'noReplyToPing'),
        onChange: () => this.emitStatus(),
      },
      options.health ?? DEFAULT_HEALTH_TIMING,
    );
    this.countdown = new RetryCountdown({
      onTick: (seconds) => {
        this.secondsToRetry = seconds;
        this.emitStatus();
      },
      fire: () => {
        if (this.wanted) this.attempt();
      },
    });
  }

  get status(): SocketStatus {
    return { phase: this.phase, health: this.monitor.health, secondsToRetry: this.secondsToRetry, failures: this.failures };
  }

  /** Open the socket and keep it open (reconnecting) until disconnect(). */
  connect(): void {
    this.wanted = true;
    if (this.phase === 'idle') this.attempt();
    else if (this.phase === 'waiting') this.countdown.retryNow();
  }

  /** Close for good: no retries; waiting requests fail. */
  disconnect(reason = 'client'): void {
    this.wanted = false;
    this.countdown.cancel();
    const socket = this.socket;
    this.release();
    if (socket) safeClose(socket, 1000, reason);
    this.pending.rejectAll(closedError());
    this.monitor.stop('GOOD');
    this.setPhase('idle');
  }

  /** The retry-now action of the countdown. */
  retryNow(): void {
    if (this.phase === 'waiting') this.countdown.retryNow();
  }

  isOpen(): boolean {
    return this.phase === 'open' || this.phase === 'ready';
  }

  /** Open and past the handshake: ordinary traffic may use the socket. */
  isReady(): boolean {
    return this.phase === 'ready';
  }

  /** Sends {o, b, s[, v]} and resolves with the reply body (rejects with ApiError). */
  request(o: string, b?: unknown, options: SocketRequestOptions = {}): Promise<unknown> {
    const socket = this.socket;
    if (!socket || !this.isOpen()) return Promise.reject(new ApiError('networkError', 'The socket is not open.'));
    const s = this.pending.nextSequence();
    const timeoutMs = options.timeoutMs ?? this.options.requestTimeoutMs();
    const reply = this.pending.add(s, timeoutMs, () => this.abandon(TIMEOUT_CLOSE_CODE, 'timeout'));
    const envelope: Envelope = options.v === undefined ? { o, b, s } : { o, b, s, v: options.v };
    try {
      socket.send(JSON.stringify(envelope));
    } catch (error) {
      this.pending.fail(s, new ApiError('networkError', error instanceof Error ? error.message : String(error)));
    }
    return reply;
  }

  /** Sends without waiting for a reply; false when the socket is not open. */
  post(envelope: Envelope): boolean {
    if (!this.socket || !this.isOpen()) return false;
    try {
      this.socket.send(JSON.stringify(envelope));
      return true;
    } catch {
      return false;
    }
  }

  private attempt(): void {
    this.countdown.cancel();
    this.setPhase('connecting');
    let socket: WebSocketLike;
    try {
      socket = this.options.createSocket(this.options.url());
    } catch (error) {
      this.log.warn('Opening websocket failed.', error);
      this.afterClose({ code: 1006, reason: 'createFailed', wasOpen: false });
      return;
    }
    this.socket = socket;
    socket.onopen = () => this.opened(socket);
    socket.onmessage = (event) => this.message(socket, event.data);
    socket.onclose = (event) => this.closed(socket, event.code, event.reason);
    socket.onerror = () => undefined; // a close event always follows
    this.openTimer = setTimeout(() => {
      this.log.warn('Opening websocket timed out.');
      this.abandon(1006, 'openTimeout');
    }, this.options.openTimeoutMs ?? DEFAULT_OPEN_TIMEOUT_MS);
  }

  private opened(socket: WebSocketLike): void {
    if (socket !== this.socket) return;
    this.clearOpenTimer();
    this.setPhase('open');
    this.monitor.activity();
    const handshake = this.options.handshake ? this.options.handshake(this) : Promise.resolve();
    handshake.then(
      () => {
        if (socket !== this.socket || this.phase !== 'open') return;
        const afterFailure = this.failedSinceReady;
        this.failures = 0;
        this.failedSinceReady = false;
        this.setPhase('ready');
        this.options.onReady?.({ afterFailure });
      },
      (error: unknown) => this.log.warn('Socket handshake failed.', error),
    );
  }

  private message(socket: WebSocketLike, data: unknown): void {
    if (socket !== this.socket) return;
    this.monitor.activity();
    if (typeof data !== 'string') return;
    const envelope = parseEnvelope(data);
    if (!envelope) {
      this.log.warn('Ignoring a socket message that is not an envelope.');
      return;
    }
    if (envelope.o.startsWith('lrg/') && this.options.resolveLarge) {
      this.options.resolveLarge(envelope).then(
        (envelopes) => envelopes.forEach((e) => this.deliver(e)),
        (error: unknown) => {
          if (envelope.s !== undefined) this.pending.fail(envelope.s, error instanceof ApiError ? error : closedError());
          else this.log.warn('Fetching a large message failed.', error);
        },
      );
      return;
    }
    this.deliver(envelope);
  }

  private deliver(envelope: Envelope): void {
    if (!this.pending.settle(envelope)) this.options.onPush?.(envelope);
  }

  private closed(socket: WebSocketLike, code: number, reason: string): void {
    if (socket !== this.socket) return;
    const wasOpen = this.isOpen();
    this.release();
    this.afterClose({ code, reason, wasOpen });
  }

  /** Gives up the current socket now rather than waiting for a close handshake that may never end. */
  private abandon(code: number, reason: string): void {
    const socket = this.socket;
    if (!socket) return;
    const wasOpen = this.isOpen();
    this.release();
    safeClose(socket, code, reason);
    this.afterClose({ code, reason, wasOpen });
  }

  private afterClose(info: SocketCloseInfo): void {
    if (info.code === TOO_LARGE_CLOSE_CODE) this.log.warn('Socket closed: a message was too large.');
    this.pending.rejectAll(closedError());
    this.monitor.stop(this.wanted ? 'BAD' : 'GOOD');
    // The listener may call disconnect() (for instance on identFailed): then no retry follows.
    this.options.onClose?.(info);
    if (!this.wanted) {
      this.setPhase('idle');
      return;
    }
    this.failures += 1;
    this.failedSinceReady = true;
    this.setPhase('waiting');
    this.countdown.start(reconnectDelayMs(this.failures, this.options.random));
  }

  private release(): void {
    this.clearOpenTimer();
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
  }

  private clearOpenTimer(): void {
    if (this.openTimer !== null) clearTimeout(this.openTimer);
    this.openTimer = null;
  }

  private setPhase(phase: SocketPhase): void {
    if (phase === this.phase) return;
    this.phase = phase;
    this.emitStatus();
  }

  private emitStatus(): void {
    this.options.onStatus?.(this.status);
  }
}

function safeClose(socket: WebSocketLike, code: number, reason: string): void {
  try {
    socket.close(code, reason);
  } catch {
    // Closing a socket that never opened may throw in some browsers; it is gone either way.
  }
}
