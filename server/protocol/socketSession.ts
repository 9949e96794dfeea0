import { randomUUID } from 'node:crypto';
import type { RawData, WebSocket } from 'ws';
import type { AuthSession, Authenticator } from '../auth/authenticator';
import type { TokenService } from '../auth/tokens';
import type { Logger } from '../log';
import { CLOSE } from './closeCodes';
import type { Actor, Envelope } from './contract';
import type { Dispatcher } from './dispatcher';
import { errorReply, parseEnvelope } from './envelope';
import { LARGE_PREFIX } from './largeResults';
import type { LargeResults } from './largeResults';
import { setLongTimeout } from './longTimer';
import type { LongTimer } from './longTimer';
import type { HubConnection, PushHub } from './pushHub';
import type { Lane, RequestScheduler } from './requestScheduler';

export interface SocketSessionDeps {
  authenticator: Authenticator;
  tokens: TokenService;
  hub: PushHub;
  dispatcher: Dispatcher;
  largeResults: LargeResults;
  log: Logger;
  version: string;
  wsMaxMsgSize: number;
  tokenWarningBeforeMs: number;
  now: () => number;
  /** Queues every message and starts them fairly across sockets, within the rate limits. */
  scheduler: RequestScheduler;
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data).toString('utf8');
}

/**
 * One socket: answers the session operations (tokenAuth, ping, nextToken, signout) itself, hands the
 * rest to the dispatcher, warns before the token expires and closes at expiry.
 */
export class SocketSession implements HubConnection {
  readonly id = `ws-${randomUUID()}`;
  readonly canPush = true;
  private session: AuthSession | null = null;
  private timers: LongTimer[] = [];
  /** Messages after a tokenAuth wait for it, so they run as the user and not anonymously. */
  private authenticating: Promise<void> = Promise.resolve();
  private closed = false;
  private readonly lane: Lane;

  constructor(
    private readonly ws: WebSocket,
    private readonly deps: SocketSessionDeps,
    /** Client address (X-Forwarded-For's first entry with TRUST_PROXY): the key of the shared rate limit. */
    address: string,
  ) {
    this.lane = deps.scheduler.open(address);
    deps.hub.add(this);
    ws.on('message', (data) => this.receive(rawText(data)));
    ws.on('close', (code, reason) => {
      this.closed = true;
      deps.scheduler.close(this.lane);
      this.clearTimers();
      deps.hub.remove(this);
      deps.log.debug({ connection: this.id, code, reason: reason.toString() }, 'socket closed');
    });
    ws.on('error', (error) => deps.log.info({ err: error, connection: this.id }, 'socket error'));
  }

  get actor(): Actor | null {
    return this.session?.actor ?? null;
  }

  get jti(): string | null {
    return this.session?.claims.jti ?? null;
  }

  push(o: string, b: unknown): void {
    this.send({ o, b });
  }

  close(code: number, reason: string): void {
    this.clearTimers();
    this.deps.scheduler.close(this.lane);
    if (!this.closed) this.ws.close(code, reason);
    this.closed = true;
  }

  async refreshActor(): Promise<void> {
    const current = this.session;
    if (!current) return;
    const result = await this.deps.authenticator.sessionFor(current.token, current.claims);
    if (!result.ok) return this.close(CLOSE.identFailed.code, CLOSE.identFailed.reason);
    this.session = result.session;
    this.deps.hub.authChanged(this, current.actor);
  }

  /** Queues a message; a socket with SOCKET_QUEUE requests still unanswered is told why and closed. */
  private receive(text: string): void {
    const accepted = this.deps.scheduler.offer(this.lane, () =>
      this.onMessage(text).catch((error: unknown) => this.deps.log.error({ err: error, connection: this.id }, 'socket message failed')),
    );
    if (accepted || this.closed) return;
    this.deps.log.warn({ connection: this.id, queue: this.deps.scheduler.limits.socketQueue }, 'socket closed: too many requests');
    const parsed = parseEnvelope(text);
    const request: Envelope = parsed.ok ? parsed.envelope : { o: 'error' };
    this.send(errorReply(request, 'tooManyRequests', `more than ${this.deps.scheduler.limits.socketQueue} requests unanswered`));
    this.close(CLOSE.tooManyRequests.code, CLOSE.tooManyRequests.reason);
  }

  private async onMessage(text: string): Promise<void> {
    const parsed = parseEnvelope(text);
    if (!parsed.ok) return this.send(parsed.reply);
    const request = parsed.envelope;
    switch (request.o) {
      case 'tokenAuth':
        this.authenticating = this.tokenAuth(request).catch((error: unknown) => {
          this.deps.log.error({ err: error, connection: this.id }, 'tokenAuth failed');
          this.send(errorReply(request, 'generalFailure', 'authentication failed; see the server log'));
        });
        return this.authenticating;
      case 'ping':
        return this.send(this.reply(request, 'pong', undefined));
      case 'nextToken':
        await this.authenticating;
        return this.nextToken(request);
      case 'signout':
        await this.authenticating;
        return this.signout(request);
    }
    await this.authenticating;
    const { reply } = await this.deps.dispatcher.dispatch(request, this);
    this.send(reply);
  }

  private async tokenAuth(request: Envelope): Promise<void> {
    if (typeof request.b !== 'string') return this.send(errorReply(request, 'badRequest', 'tokenAuth body must be the token'));
    const result = await this.deps.authenticator.authenticate(request.b);
    if (!result.ok) {
      const why = result.reason === 'expired' ? CLOSE.expiredOnConnect : CLOSE.identFailed;
      return this.close(why.code, why.reason);
    }
    this.adopt(result.session);
    this.send(this.reply(request, 'authed', { user: this.deps.authenticator.clientUser(result.session), $version: this.deps.version }));
  }

  private async nextToken(request: Envelope): Promise<void> {
    const current = this.session;
    if (!current) return this.send(errorReply(request, 'notAllowed', 'nextToken needs a signed-in socket'));
    // The current token must still be good: a password change or sign-out elsewhere ends the chain.
    const check = await this.deps.authenticator.authenticate(current.token);
    if (!check.ok) {
      const why = check.reason === 'expired' ? CLOSE.tokenExpired : CLOSE.identFailed;
      return this.close(why.code, why.reason);
    }
    const { claims } = check.session;
    const issued = await this.deps.tokens.issue(claims.mas === undefined ? { uid: claims.uid } : { uid: claims.uid, mas: claims.mas });
    this.adopt({ ...check.session, token: issued.token, claims: issued.claims });
    this.send(this.reply(request, 'newToken', { token: issued.token }));
  }

  private signout(request: Envelope): void {
    const current = this.session;
    this.send(this.reply(request, 'signedout', undefined));
    if (!current) return this.close(CLOSE.signedout.code, CLOSE.signedout.reason);
    this.deps.authenticator.signOut(current.claims);
    this.deps.hub.closeByJti(current.claims.jti, CLOSE.signedout.code, CLOSE.signedout.reason);
  }

  private adopt(session: AuthSession): void {
    const previous = this.session?.actor ?? null;
    this.session = session;
    this.scheduleExpiry(session.claims.exp * 1000);
    this.deps.hub.authChanged(this, previous);
  }

  private scheduleExpiry(expiresAt: number): void {
    this.clearTimers();
    const { now, tokenWarningBeforeMs } = this.deps;
    const warning = setLongTimeout(
      () => this.push('tokenWarning', { exp: expiresAt / 1000, expiresAt: new Date(expiresAt).toISOString() }),
      expiresAt - tokenWarningBeforeMs,
      now,
    );
    const expiry = setLongTimeout(() => this.close(CLOSE.tokenExpired.code, CLOSE.tokenExpired.reason), expiresAt, now);
    this.timers = [warning, expiry];
  }

  private clearTimers(): void {
    for (const timer of this.timers) timer.cancel();
    this.timers = [];
  }

  private reply(request: Envelope, o: string, b: unknown): Envelope {
    const reply: Envelope = { o };
    if (b !== undefined) reply.b = b;
    if (request.s !== undefined) reply.s = request.s;
    return reply;
  }

  /** Sends an envelope; one over wsMaxMsgSize (or with an lrg/ o) travels over HTTP instead. */
  private send(envelope: Envelope): void {
    if (this.closed || this.ws.readyState !== this.ws.OPEN) return;
    const text = JSON.stringify(envelope);
    const bytes = Buffer.byteLength(text);
    if (!envelope.o.startsWith(LARGE_PREFIX) && bytes <= this.deps.wsMaxMsgSize) {
      this.ws.send(text);
      return;
    }
    const key = this.deps.largeResults.put(envelope, this.actor?.userId ?? null);
    const pointer: Envelope = { o: `${LARGE_PREFIX}${key}`, b: { o: envelope.o, bytes } };
    if (envelope.s !== undefined) pointer.s = envelope.s;
    this.ws.send(JSON.stringify(pointer));
  }
}
