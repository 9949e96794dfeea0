import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../app';
import { SYSTEM_WRITER } from '../items/itemStore';
import type { ItemStore } from '../items/itemStore';
import { openSocket, postJson, signIn } from '../testing/socketClient';
import { TEST_ADMIN, createUsersOnlyModule, removeDataDir, startTestServer } from '../testing/testServer';

let server: RunningServer;
let store: ItemStore;

beforeAll(async () => {
  const users = createUsersOnlyModule();
  server = await startTestServer({ modules: [users.module] });
  store = users.store();
});
afterAll(async () => {
  await server.close();
  removeDataDir(server.config.dataDir);
});

describe('User items in the item store', () => {
  it('creates the administrator as a User item with admin: true', () => {
    expect(store.get('User-1')).toMatchObject({ _t: 'User', name: 'Administrator', email: TEST_ADMIN.email, admin: true });
  });

  it('follows e-mail changes of the User item for sign-in, refusing an address in use', async () => {
    await postJson(`${server.url}/api/register`, { name: 'Mover', email: 'old@example.com', password: 'mover password' });
    const mail = server.readOutbox('old@example.com').at(-1)?.text ?? '';
    await postJson(`${server.url}/api/confirm-email`, { token: decodeURIComponent(/token=(\S+)/.exec(mail)?.[1] ?? '') });
    const auth = await server.authenticator.authenticate(await signIn(server.url, 'old@example.com', 'mover password'));
    if (!auth.ok) throw new Error('sign-in token did not authenticate');
    const user = store.get(auth.session.user.$id);
    if (!user) throw new Error('no user item');
    const moved = store.update(user.$id, { email: 'new@example.com' }, user._u, SYSTEM_WRITER);
    await signIn(server.url, 'new@example.com', 'mover password');
    expect((await postJson(`${server.url}/api/sign-in`, { email: 'old@example.com', password: 'mover password' })).status).toBe(401);

    // The administrator's address is taken: the sign-in address stays as it was.
    store.update(user.$id, { email: TEST_ADMIN.email }, moved._u, SYSTEM_WRITER);
    await signIn(server.url, 'new@example.com', 'mover password');
    await signIn(server.url, TEST_ADMIN.email, TEST_ADMIN.password);
  });

  it('re-reads the actor of open sockets when the User item changes', async () => {
    await postJson(`${server.url}/api/register`, { name: 'Promoted', email: 'promoted@example.com', password: 'promoted password' });
    const mail = server.readOutbox('promoted@example.com').at(-1)?.text ?? '';
    await postJson(`${server.url}/api/confirm-email`, { token: decodeURIComponent(/token=(\S+)/.exec(mail)?.[1] ?? '') });
    const token = await signIn(server.url, 'promoted@example.com', 'promoted password');
    const socket = await openSocket(server.url);
    const authed = await socket.request({ o: 'tokenAuth', b: token });
    const userId = (authed.b as { user: { $id: string } }).user.$id;
    const changed = new Promise<boolean>((resolve) => {
      const stop = server.hub.onAuthChange((connection) => {
        if (connection.actor?.userId !== userId) return;
        stop();
        resolve(connection.actor.admin);
      });
    });
    const user = store.get(userId);
    store.update(userId, { admin: true }, user?._u ?? 0, SYSTEM_WRITER);
    expect(await changed).toBe(true);
    socket.close();
  });
});
