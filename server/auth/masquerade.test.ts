import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../app';
import { openSocket, postJson, signIn } from '../testing/socketClient';
import { TEST_ADMIN, removeDataDir, startTestServer } from '../testing/testServer';

let server: RunningServer;
let adminToken: string;
let userToken: string;
let userId: string;

beforeAll(async () => {
  server = await startTestServer();
  adminToken = await signIn(server.url, TEST_ADMIN.email, TEST_ADMIN.password);
  const registered = await postJson(`${server.url}/api/register`, { name: 'Target', email: 't@example.com', password: 'target password' });
  userId = ((await registered.json()) as { user: { $id: string } }).user.$id;
  const mail = server.readOutbox('t@example.com').at(-1)?.text ?? '';
  await postJson(`${server.url}/api/confirm-email`, { token: decodeURIComponent(/token=(\S+)/.exec(mail)?.[1] ?? '') });
  userToken = await signIn(server.url, 't@example.com', 'target password');
});
afterAll(async () => {
  await server.close();
  removeDataDir(server.config.dataDir);
});

async function act(token: string, b: unknown) {
  const socket = await openSocket(server.url);
  await socket.request({ o: 'tokenAuth', b: token });
  const reply = await socket.request({ o: 'act/masquerade', b });
  socket.close();
  return reply;
}

describe('act/masquerade', () => {
  it('lets an administrator act as another user and stop again', async () => {
    const started = await act(adminToken, { targetUserID: userId });
    const masked = (started.b as { newToken: string }).newToken;
    expect(await server.tokens.verify(masked)).toMatchObject({ ok: true, claims: { uid: userId, mas: 'User-1' } });

    const socket = await openSocket(server.url);
    const authed = await socket.request({ o: 'tokenAuth', b: masked });
    expect(authed.b).toMatchObject({ user: { $id: userId, masquerading: 'User-1' } });
    const stopped = await socket.request({ o: 'act/masquerade', b: { stop: true } });
    socket.close();
    const own = (stopped.b as { newToken: string }).newToken;
    const check = await server.tokens.verify(own);
    expect(check).toMatchObject({ ok: true, claims: { uid: 'User-1' } });
    expect(check.ok && check.claims.mas).toBeUndefined();
  });

  it('refuses non-administrators, unknown targets and malformed bodies', async () => {
    expect(await act(userToken, { targetUserID: 'User-1' })).toMatchObject({ erred: true, b: { userMessage: 'notAllowed' } });
    expect(await act(adminToken, { targetUserID: 'User-404' })).toMatchObject({ erred: true, b: { userMessage: 'notFound' } });
    expect(await act(adminToken, 'User-2')).toMatchObject({ erred: true, b: { userMessage: 'badRequest' } });
  });
});
