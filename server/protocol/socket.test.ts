import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { openSocket, signIn } from '../testing/socketClient';
import type { TestSocket } from '../testing/socketClient';
import { TEST_ADMIN, removeDataDir, startTestServer } from '../testing/testServer';
import type { Envelope } from './contract';
import { useOperationsTestServer } from '../testing/operationsTestServer';

const t = useOperationsTestServer();

async function authedSocket(withToken = t.token): Promise<TestSocket> {
  const socket = await openSocket(t.server.url);
  const reply = await socket.request({ o: 'tokenAuth', b: withToken, v: t.server.config.version });
  expect(reply.o).toBe('authed');
  return socket;
}

/** Status of a refused upgrade (the ws client reports the HTTP answer). */
function upgradeStatus(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    ws.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    ws.on('open', () => {
      ws.close();
      resolve(101);
    });
    ws.on('error', (error) => (error.message.includes('Unexpected server response') ? undefined : reject(error)));
  });
}

describe('session operations', () => {
  it('tokenAuth answers authed with the user and the server version', async () => {
    const socket = await openSocket(t.server.url);
    const reply = await socket.request({ o: 'tokenAuth', b: t.token, v: '0.0.1', s: 'auth-1' });
    expect(reply).toMatchObject({ o: 'authed', s: 'auth-1', b: { user: { $id: 'User-1', admin: true }, $version: t.server.config.version } });
    expect(await socket.request({ o: 'whoami' })).toMatchObject({ o: 'whoami', b: { userId: 'User-1', admin: true } });
    socket.close();
  });

  it('ping answers pong with the same s', async () => {
    const socket = await openSocket(t.server.url);
    expect(await socket.request({ o: 'ping', s: '77' })).toEqual({ o: 'pong', s: '77' });
    socket.close();
  });

  it('nextToken answers a new valid token that the socket adopts', async () => {
    const socket = await authedSocket();
    const reply = await socket.request({ o: 'nextToken' });
    const fresh = (reply.b as { token: string }).token;
    expect(reply.o).toBe('newToken');
    expect(fresh).not.toBe(t.token);
    const check = await t.server.tokens.verify(fresh);
    expect(check).toMatchObject({ ok: true, claims: { uid: 'User-1' } });
    expect(await socket.request({ o: 'whoami' })).toMatchObject({ b: { userId: 'User-1' } });
    socket.close();
  });

  it('nextToken on an anonymous socket is refused, the socket stays open', async () => {
    const socket = await openSocket(t.server.url);
    expect(await socket.request({ o: 'nextToken' })).toMatchObject({ erred: true, b: { userMessage: 'notAllowed' } });
    expect((await socket.request({ o: 'ping' })).o).toBe('pong');
    socket.close();
  });
});

describe('close reasons', () => {
  it('expiredOnConnect for a token already expired at tokenAuth', async () => {
    const expired = await t.server.tokens.issue({ uid: 'User-1' }, -10_000);
    const socket = await openSocket(t.server.url);
    socket.send({ o: 'tokenAuth', b: expired.token, s: '1' });
    expect(await socket.closed).toEqual({ code: 4002, reason: 'expiredOnConnect' });
  });

  it('identFailed for a forged token, garbage, or a user that does not exist', async () => {
    const unknownUser = await t.server.tokens.issue({ uid: 'User-999' });
    const [header, payload] = t.token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    for (const bad of [forged, 'garbage', unknownUser.token]) {
      const socket = await openSocket(t.server.url);
      socket.send({ o: 'tokenAuth', b: bad, s: '1' });
      expect(await socket.closed).toEqual({ code: 4003, reason: 'identFailed' });
    }
  });

  it('signedout closes every socket of the same token and ends the token', async () => {
    const own = await signIn(t.server.url, TEST_ADMIN.email, TEST_ADMIN.password);
    const first = await authedSocket(own);
    const second = await authedSocket(own);
    const otherToken = await authedSocket();
    const reply = await first.request({ o: 'signout' });
    expect(reply.o).toBe('signedout');
    expect(await first.closed).toEqual({ code: 4000, reason: 'signedout' });
    expect(await second.closed).toEqual({ code: 4000, reason: 'signedout' });
    expect((await otherToken.request({ o: 'ping' })).o).toBe('pong');
    otherToken.close();

    const reuse = await openSocket(t.server.url);
    reuse.send({ o: 'tokenAuth', b: own, s: '1' });
    expect(await reuse.closed).toEqual({ code: 4003, reason: 'identFailed' });
  });

  it('signout on an anonymous socket closes it with signedout', async () => {
    const socket = await openSocket(t.server.url);
    socket.send({ o: 'signout', s: '1' });
    expect(await socket.closed).toEqual({ code: 4000, reason: 'signedout' });
  });
});

describe('token expiry', () => {
  it('pushes tokenWarning before exp and closes with tokenExpired at exp', async () => {
    const shortLived = await startTestServer({ config: { tokenTtlMs: 2_000, tokenWarningBeforeMs: 1_500 } });
    try {
      const shortToken = await signIn(shortLived.url, TEST_ADMIN.email, TEST_ADMIN.password);
      const socket = await openSocket(shortLived.url);
      expect((await socket.request({ o: 'tokenAuth', b: shortToken })).o).toBe('authed');
      const warning = await socket.next((envelope) => envelope.o === 'tokenWarning');
      expect(warning.b).toMatchObject({ exp: expect.any(Number), expiresAt: expect.any(String) });
      expect(await socket.closed).toEqual({ code: 4001, reason: 'tokenExpired' });
    } finally {
      await shortLived.close();
      removeDataDir(shortLived.config.dataDir);
    }
  });
});

describe('message handling', () => {
  it('answers broken messages with an error and keeps the socket open', async () => {
    const socket = await openSocket(t.server.url);
    const cases: [string | Envelope, string][] = [
      ['{not json', 'parseRequestFailed'],
      ['[1,2]', 'parseRequestFailed'],
      ['42', 'parseRequestFailed'],
      [JSON.stringify({ b: 1, s: 'no-o' }), 'parseRequestFailed'],
      [{ o: 'no/such/operation', s: 'u1' }, 'unknownOperation'],
      [{ o: 'length', b: 42, s: 'b1' }, 'badRequest'],
      [{ o: 'tokenAuth', b: { token: 'x' }, s: 'b2' }, 'badRequest'],
    ];
    for (const [message, userMessage] of cases) {
      socket.send(message);
      const reply = await socket.next((envelope) => envelope.erred === true);
      expect(reply.b).toMatchObject({ userMessage, sysMessage: expect.any(String) });
      if (typeof message !== 'string') expect(reply).toMatchObject({ o: message.o, s: message.s });
    }
    expect((await socket.request({ o: 'ping' })).o).toBe('pong');
    expect(socket.ws.readyState).toBe(WebSocket.OPEN);
    socket.close();
  });

  it('runs registered operations with params, refuses anonymous callers of protected ones', async () => {
    const socket = await openSocket(t.server.url);
    expect(await socket.request({ o: 'echo/a/b', b: { x: 1 }, s: 'e1' })).toEqual({
      o: 'echo/a/b',
      s: 'e1',
      b: { body: { x: 1 }, params: ['a', 'b'], user: null },
    });
    expect(await socket.request({ o: 'whoami', s: 'w1' })).toMatchObject({ o: 'whoami', s: 'w1', erred: true, b: { userMessage: 'notAllowed' } });
    socket.close();
  });

  it('answers operation errors with their messages and hides unexpected ones', async () => {
    const socket = await authedSocket();
    expect(await socket.request({ o: 'refuse', s: 'r' })).toEqual({
      o: 'refuse',
      s: 'r',
      erred: true,
      b: { userMessage: 'notAllowed', sysMessage: 'refused on purpose' },
    });
    const crash = await socket.request({ o: 'crash' });
    expect(crash.b).toMatchObject({ userMessage: 'generalFailure' });
    expect(JSON.stringify(crash)).not.toContain('internal detail');
    expect(await socket.request({ o: 'act/isAllowed', s: 'p' })).toEqual({ o: 'allowed', s: 'p', b: { read: true } });
    socket.close();
  });

  it('sends replies larger than wsMaxMsgSize as an lrg/ pointer fetched over HTTP once', async () => {
    const socket = await authedSocket();
    const pointer = await socket.request({ o: 'big', s: 'L1' });
    expect(pointer.o).toMatch(/^lrg\//);
    expect(pointer).toMatchObject({ s: 'L1', b: { o: 'big' } });
    const url = `${t.server.url}/ws-${pointer.o}`;
    expect((await fetch(url)).status).toBe(403);
    const response = await fetch(url, { headers: { authorization: `Bearer ${t.token}` } });
    expect(response.status).toBe(200);
    const envelope = (await response.json()) as Envelope;
    expect(envelope).toMatchObject({ o: 'big', s: 'L1' });
    expect(envelope.b).toHaveLength(1_100_000);
    expect((await fetch(url, { headers: { authorization: `Bearer ${t.token}` } })).status).toBe(404);
    socket.close();
  });

  it('closes with 1009 on a message over 1 MiB', async () => {
    const socket = await openSocket(t.server.url);
    socket.send(JSON.stringify({ o: 'echo', b: 'x'.repeat(1_048_577) }));
    expect((await socket.closed).code).toBe(1009);
  });
});

describe('upgrade checks', () => {
  const wsUrl = () => `${t.server.url.replace(/^http/, 'ws')}/ws`;

  it('refuses a foreign Origin with 403 and accepts the own origin or none', async () => {
    expect(await upgradeStatus(wsUrl(), { origin: 'https://evil.example.org' })).toBe(403);
    expect(await upgradeStatus(wsUrl(), { origin: 'null' })).toBe(403);
    expect(await upgradeStatus(wsUrl(), { origin: t.server.url })).toBe(101);
    expect(await upgradeStatus(wsUrl(), {})).toBe(101);
  });

  it('accepts origins listed in ALLOWED_ORIGINS', async () => {
    const open = await startTestServer({ config: { allowedOrigins: ['https://app.example.org'] } });
    try {
      const url = `${open.url.replace(/^http/, 'ws')}/ws`;
      expect(await upgradeStatus(url, { origin: 'https://app.example.org' })).toBe(101);
      expect(await upgradeStatus(url, { origin: 'https://other.example.org' })).toBe(403);
    } finally {
      await open.close();
      removeDataDir(open.config.dataDir);
    }
  });

  it('answers 404 to upgrades on other paths', async () => {
    expect(await upgradeStatus(`${t.server.url.replace(/^http/, 'ws')}/elsewhere`, {})).toBe(404);
  });
});

describe('push hub', () => {
  it('pushes to the sockets of a user and reports disconnects', async () => {
    const before = new Set(t.server.hub.forUser('User-1').map((connection) => connection.id));
    const socket = await authedSocket();
    const anonymous = await openSocket(t.server.url);
    const mine = t.server.hub.forUser('User-1').find((connection) => !before.has(connection.id));
    expect(mine?.actor?.userId).toBe('User-1');
    expect(t.server.hub.pushToUser('User-1', 'item/update', { id: 'Project-1' })).toBeGreaterThanOrEqual(1);
    expect(await socket.next((envelope) => envelope.o === 'item/update')).toEqual({ o: 'item/update', b: { id: 'Project-1' } });
    const gone = new Promise<void>((resolve) => {
      const stop = t.server.hub.onDisconnect((closed) => {
        if (closed.id !== mine?.id) return;
        stop();
        resolve();
      });
    });
    socket.close();
    await gone;
    expect(t.server.hub.get(mine?.id ?? '')).toBeUndefined();
    anonymous.close();
  });
});
