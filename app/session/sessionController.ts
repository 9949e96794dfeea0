import { ApiError } from '../net/apiContract';
import type { SocketRequestOptions } from '../net/socketClient';
import { authReducer, type AuthEffect, type AuthEvent } from './authReducer';
import { authSnapshotOf, type SessionState } from './sessionStore';
import { parseAuthed, tokenOf, type SessionUser } from './sessionUser';
import { TOKEN_STORAGE_KEY, type StoredToken } from './tokenStorage';

export type ReloadReason = Extract<AuthEffect, { type: 'reload' }>;

export interface SessionControllerDeps {
  store: SessionState;
  tokens: { read(): StoredToken | null; write(token: string): void; clear(): void };
  socket: {
    connect(): void;
    disconnect(reason: string): void;
  };
  /** Sends over whatever transport is usable (nextToken and signout also work over HTTP). */
  send(o: string, b?: unknown, options?: { timeoutMs?: number }): Promise<unknown>;
  clientVersion: string;
  reload(reason: ReloadReason): void;
  /** Clears the item cache and watch counts (emits onSessionReset). */
  resetItems(): void;
  /** wsTimeout: how long sign-out waits for the server. */
  socketTimeoutMs(): number;
  log?: { warn(...data: unknown[]): void };
}

/** The request function the socket hands to its handshake. */
export type HandshakeRequest = (o: string, b?: unknown, options?: SocketRequestOptions) => Promise<unknown>;

/**
 * Runs the auth state machine: feeds events to the pure authReducer, writes the result into the
 * session store and carries out the effects (socket, token storage, reloads, queued actions).
 */
export class SessionController {
  private queued: (() => void)[] = [];

  constructor(private readonly deps: SessionControllerDeps) {}

  /** Applies an event now; resolves when its asynchronous effects (nextToken, signout) are done. */
  dispatch(event: AuthEvent): Promise<void> {
    const { store } = this.deps;
    const step = authReducer(authSnapshotOf(store), event);
    Object.assign(store, step.state);
    const running = step.effects.map((effect) => this.run(effect)).filter((p): p is Promise<void> => p !== undefined);
    return Promise.all(running).then(() => undefined);
  }

  /** Start-up: a stored token gives TOKEN_LOCAL and connects; otherwise the auth check is resolved. */
  start(): void {
    void this.dispatch({ type: 'start', stored: this.deps.tokens.read() });
  }

  /** The socket's handshake: tokenAuth {b: token, v: client version}, then `authed`. */
  async handshake(request: HandshakeRequest): Promise<void> {
    const token = this.deps.store.token;
    await this.dispatch({ type: 'socketOpened' });
    if (!token) throw new ApiError('identFailed', 'No token to authenticate the socket with.');
    const reply = await request('tokenAuth', token, { v: this.deps.clientVersion });
    const authed = parseAuthed(reply);
    if (!authed) throw new ApiError('notCaught', 'The tokenAuth reply carried no user.');
    await this.dispatch({ type: 'authed', user: authed.user, serverVersion: authed.serverVersion, clientVersion: this.deps.clientVersion });
  }

  socketClosed(code: number, reason: string): void {
    void this.dispatch({ type: 'socketClosed', code, reason });
  }

  /** An HTTP call was refused for its bearer token. */
  authRejected(userMessage: string): void {
    if (userMessage === 'tokenExpired' || userMessage === 'identFailed') void this.dispatch({ type: 'authRejected', reason: userMessage });
  }

  tokenWarning(body: unknown): void {
    const expiresAt = typeof body === 'object' && body !== null && 'expiresAt' in body && typeof body.expiresAt === 'string' ? body.expiresAt : null;
    this.deps.store.tokenExpiresAt = expiresAt;
    void this.dispatch({ type: 'tokenWarning' });
  }

  newToken(body: unknown): void {
    const token = tokenOf(body);
    if (token) void this.dispatch({ type: 'newToken', token });
  }

  /** A `storage` event of another tab (key null: the whole storage was cleared). */
  storageChanged(key: string | null, newValue: string | null): void {
    if (key === TOKEN_STORAGE_KEY || key === null) void this.dispatch({ type: 'otherTabToken', token: key === null ? null : newValue });
  }

  /** The auth-state dialog's refresh button (TOKEN_WARNING): asks the server for nextToken. */
  refreshToken(): Promise<void> {
    return this.dispatch({ type: 'refreshToken' });
  }

  /** Sends signout, waits for the answer up to the socket timeout, then forgets the user. */
  signOut(): Promise<void> {
    return this.dispatch({ type: 'signOutRequested' });
  }

  /** The answer of POST /api/sign-in (or set-pass): a token from x-vgn-token, or none (back to NONE). */
  signedIn(token: string | null, user?: SessionUser): void {
    void this.dispatch(user ? { type: 'signedIn', token, user } : { type: 'signedIn', token });
  }

  /** The auth-state dialog was closed without refreshing. */
  dismissAuthDialog(): void {
    void this.dispatch({ type: 'clearUser' });
  }

  masqueradeToken(token: string): void {
    void this.dispatch({ type: 'masqueradeToken', token });
  }

  /** Runs the action once the user is valid (now, if it already is). */
  whenUserValid(action: () => void): void {
    const state = this.deps.store.authState;
    if (state === 'USER_VALID' || state === 'TOKEN_WARNING') this.safely(action);
    else this.queued.push(action);
  }

  private run(effect: AuthEffect): Promise<void> | undefined {
    const { deps } = this;
    switch (effect.type) {
      case 'connect':
        deps.socket.connect();
        return undefined;
      case 'reconnect':
        deps.socket.disconnect('reconnect');
        deps.socket.connect();
        return undefined;
      case 'disconnect':
        deps.socket.disconnect(effect.reason);
        return undefined;
      case 'sendTokenAuth':
        // Sent by handshake() with the socket's own request function.
        return undefined;
      case 'runQueued': {
        const actions = this.queued;
        this.queued = [];
        actions.forEach((action) => this.safely(action));
        return undefined;
      }
      case 'reload':
        deps.reload(effect);
        return undefined;
      case 'storeToken':
        deps.tokens.write(effect.token);
        return undefined;
      case 'clearStoredToken':
        deps.tokens.clear();
        return undefined;
      case 'resetItems':
        deps.resetItems();
        return undefined;
      case 'requestNextToken':
        return deps.send('nextToken').then(
          (reply) => this.newToken(reply),
          (error: unknown) => deps.log?.warn('nextToken failed.', error),
        );
      case 'sendSignout':
        return deps
          .send('signout', undefined, { timeoutMs: deps.socketTimeoutMs() })
          .catch((error: unknown) => deps.log?.warn('signout was not confirmed.', error))
          .then(() => this.dispatch({ type: 'signOutFinished' }));
    }
  }

  private safely(action: () => void): void {
    try {
      action();
    } catch (error) {
      this.deps.log?.warn('A queued session action failed.', error);
    }
  }
}
