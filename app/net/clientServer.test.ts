import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN, removeDataDir, startTestServer, type RunningServer } from '../../server/testing/testServer';
import { loadRegistry } from '../registry/loadRegistry';
import { SessionController } from '../session/sessionController';
import { initialSessionState, type SessionState } from '../session/sessionStore';
import { memoryStorage, TokenStorage } from '../session/tokenStorage';
import { postForToken } from '../session/signIn';
import { createNetRuntime, type NetRuntime } from './netRuntime';
import { createNodeWebSocket } from './testing/nodeWebSocket';
import type { FetchLike } from './timedFetch';

// The client stack (socket client, HTTP fallback, session controller) against the real server.
let server: RunningServer;
let fetchFromServer: FetchLike;

beforeAll(async () => {
  server = await startTestServer();
  fetchFromServer = (path, init) => fetch(`${server.url}${path}`, init);
});
afterAll(async () => {
  await server.close();
  removeDataDir(server.config.dataDir);
});

function until(condition: () => boolean, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let tries = 0;
    const check = (): void => {
      if (condition()) return resolve();
      if ((tries += 1) > 200) return reject(new Error(`timed out waiting for ${what}`));
      setTimeout(check, 10);
    };
    check();
  });
}

function client(): { store: SessionState; net: NetRuntime; controller: SessionController; tokens: TokenStorage } {
  const store = initialSessionState();
  const tokens = new TokenStorage(memoryStorage(), { read: () => '', write: () => undefined }, false);
  const hooks = {
    token: () => store.token,
    limits: () => ({ wsMaxMsgSize: server.config.wsMaxMsgSize, wsTimeout: 10_000, httpTimeout: 10_000 }),
  };
  const quiet = { warn: () => undefined, error: () => undefined };
  const net = createNetRuntime({ fetch: fetchFromServer, createSocket: createNodeWebSocket, socketUrl: () => `${server.url.replace(/^http/, 'ws')}/ws`, log: quiet }, hooks);
  const controller = new SessionController({
    store,
    tokens,
    socket: { connect: () => net.socket.connect(), disconnect: (reason) => net.socket.disconnect(reason) },
    send: (o, b, options) => net.api.send(o, b, options),
    clientVersion: server.config.version,
    reload: () => undefined,
    resetItems: () => undefined,
    socketTimeoutMs: () => 10_000,
  });
  Object.assign(hooks, {
    handshake: (request: Parameters<SessionController['handshake']>[0]) => controller.handshake(request),
    onSocketClose: (info: { code: number; reason: string }) => controller.socketClosed(info.code, info.reason),
    onAuthRejected: (error: { userMessage: string }) => controller.authRejected(error.userMessage),
  });
  net.pushes.subscribe('tokenWarning', (b) => controller.tokenWarning(b));
  return { store, net, controller, tokens };
}

describe('client against the real server', () => {
  it('signs in, authenticates the socket, refreshes the token and signs out', async () => {
    const { store, net, controller, tokens } = client();
    controller.start();
    expect(store.authState).toBe('NONE');

    const answer = await postForToken(fetchFromServer, '/api/sign-in', TEST_ADMIN, 10_000);
    expect(answer.token).toMatch(/\./);
    controller.signedIn(answer.token, answer.user ?? undefined);
    expect(store.authState).toBe('TOKEN_SIGN_IN');
    expect(tokens.read()?.token).toBe(answer.token);

    await until(() => store.authState === 'USER_VALID', 'USER_VALID');
    expect(store.user).toMatchObject({ $id: 'User-1', admin: true });
    expect(net.socket.isReady()).toBe(true);

    // ping goes over the socket, answered pong (no body).
    await expect(net.api.send('ping')).resolves.toBeUndefined();

    const before = store.token;
    await controller.refreshToken();
    expect(store.token).not.toBe(before);
    expect(tokens.read()?.token).toBe(store.token);

    await controller.signOut();
    expect(store).toMatchObject({ authState: 'SIGNOUT', token: null });
    expect(tokens.read()).toBeNull();
    expect(net.socket.status.phase).toBe('idle');
  });

  it('uses POST /api/item without a socket and reports a refused bearer token', async () => {
    const { store, net } = client();
    // A token the server cannot verify: HTTP answers identFailed, the session ends.
    Object.assign(store, { authState: 'TOKEN_LOCAL', token: 'not.a.token' });
    await expect(net.api.send('ping')).rejects.toMatchObject({ userMessage: 'identFailed' });
    expect(store.authState).toBe('IDENT_FAILED');
    // Anonymous now: ping answers over HTTP.
    await expect(net.api.send('ping')).resolves.toBeUndefined();
  });

  it('builds the same registry as the server from GET /api/registry', async () => {
    const response = await fetchFromServer('/api/registry', { method: 'GET' });
    const { hash } = (await response.json()) as { hash: string };
    const registry = await loadRegistry(fetchFromServer);
    expect(registry.hash).toBe(hash);
    expect(registry.types.has('User')).toBe(true);
  });

  it('a socket opened with a bad token closes with identFailed', async () => {
    const { store, controller } = client();
    Object.assign(store, { authState: 'NONE' });
    controller.signedIn('bad.token.value');
    await until(() => store.authState === 'IDENT_FAILED', 'IDENT_FAILED');
    expect(store.token).toBeNull();
  });
});
