import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../app';
import { ErrorRing, recentErrorOf } from '../errorRing';
import { testRegistry } from '../items/testing/testKit';
import { itemsModule } from '../modules';
import type { Envelope } from '../protocol/contract';
import type { ServerModule } from '../serverModule';
import { openSocket, signIn, type TestSocket } from '../testing/socketClient';
import { TEST_ADMIN, removeDataDir, startTestServer } from '../testing/testServer';

let server: RunningServer;
let admin: TestSocket;
let member: TestSocket;
let memberToken: string;
let memberId: string;
let releaseSlow: () => void = () => undefined;

/** An action that runs until the test releases it: a background task that is still running on reload. */
const slowModule: ServerModule = {
  name: 'slow',
  start(context) {
    context.operations.register('act/slowThing', () => new Promise((resolve) => (releaseSlow = () => resolve({ ok: true }))));
  },
};

async function authed(token: string): Promise<{ socket: TestSocket; reply: Envelope }> {
  const socket = await openSocket(server.url);
  const reply = await socket.request({ o: 'tokenAuth', b: token, v: server.config.version });
  return { socket, reply };
}

beforeAll(async () => {
  const registry = testRegistry();
  server = await startTestServer({ registry: () => registry, modules: [itemsModule, slowModule] });
  ({ socket: admin } = await authed(await signIn(server.url, TEST_ADMIN.email, TEST_ADMIN.password)));
  const user = await server.accounts.register({ name: 'Mia Member', email: 'mia@example.com', password: 'a long enough password' });
  memberId = String(user.$id);
  memberToken = (await server.tokens.issue({ uid: memberId })).token;
  ({ socket: member } = await authed(memberToken));
});
afterAll(async () => {
  admin.close();
  member.close();
  await server.close();
  removeDataDir(server.config.dataDir);
});

describe('act/serverState', () => {
  it('tells administrators the version, item counts per type, sockets and memory', async () => {
    await admin.request({ o: 'create/Organization', b: { name: 'Acme' } });
    await admin.request({ o: 'create/Organization', b: { name: 'Beta' } });
    const reply = await admin.request({ o: 'act/serverState' });
    expect(reply.erred).toBeUndefined();
    const state = reply.b as Record<string, unknown>;
    expect(state).toMatchObject({
      version: server.config.version,
      sockets: { open: 2, signedIn: 2, users: 2 },
      database: { itemsByType: expect.arrayContaining([{ type: 'Organization', count: 2 }]) as unknown },
      tasks: [],
      recentErrors: [],
    });
    const database = state.database as { bytes: number; items: number };
    expect(database.bytes).toBeGreaterThan(0);
    expect(database.items).toBeGreaterThanOrEqual(4);
    expect((state.memory as { rss: number }).rss).toBeGreaterThan(0);
    expect(typeof state.uptimeSeconds).toBe('number');
  });

  it('refuses everybody else with notAllowed', async () => {
    expect(await member.request({ o: 'act/serverState' })).toMatchObject({ erred: true, b: { userMessage: 'notAllowed' } });
    const anonymous = await openSocket(server.url);
    expect(await anonymous.request({ o: 'act/serverState' })).toMatchObject({ erred: true, b: { userMessage: 'notAllowed' } });
    anonymous.close();
  });
});

describe('activeTasks on authed', () => {
  it('lists the running tasks of the user after a reload and pushes their completion to the new socket', async () => {
    const started = await member.request({ o: 'act/slowThing/async' });
    const { taskKey } = started.b as { taskKey: string };
    const { socket, reply } = await authed(memberToken);
    expect((reply.b as { user: Record<string, unknown> }).user.activeTasks).toEqual([expect.objectContaining({ key: taskKey, done: false })]);
    const state = (await admin.request({ o: 'act/serverState' })).b as { tasks: { key: string }[] };
    expect(state.tasks.map((task) => task.key)).toEqual([taskKey]);
    releaseSlow();
    const complete = await socket.next((envelope) => envelope.o === 'taskComplete');
    expect(complete.b).toMatchObject({ key: taskKey });
    const after = await authed(memberToken);
    expect((after.reply.b as { user: Record<string, unknown> }).user.activeTasks).toEqual([]);
    socket.close();
    after.socket.close();
  });
});

describe('translation overrides', () => {
  it('are stored by administrators, served to everybody and refused to others', async () => {
    const stored = await admin.request({ o: 'act/setLocaleOverrides', b: { language: 'fr', overrides: { 'nav.admin.state': 'Santé du serveur', blank: ' ' } } });
    expect(stored.b).toEqual({ 'nav.admin.state': 'Santé du serveur' });
    expect(await (await fetch(`${server.url}/locale-overrides/fr`)).json()).toEqual({ 'nav.admin.state': 'Santé du serveur' });
    expect(await (await fetch(`${server.url}/locale-overrides/en`)).json()).toEqual({});
    expect(await member.request({ o: 'act/setLocaleOverrides', b: { language: 'fr', overrides: {} } })).toMatchObject({ erred: true, b: { userMessage: 'notAllowed' } });
    expect(await member.request({ o: 'act/localeOverrides', b: { language: 'fr' } })).toMatchObject({ erred: true, b: { userMessage: 'notAllowed' } });
    expect((await admin.request({ o: 'act/localeOverrides', b: { language: 'fr' } })).b).toEqual({ 'nav.admin.state': 'Santé du serveur' });
  });
});

describe('the ring of recent errors', () => {
  it('keeps the newest entries only, newest first, with the error message', () => {
    const ring = new ErrorRing(2);
    const now = new Date('2026-01-01T00:00:00Z');
    ring.add(recentErrorOf([{ err: new Error('disk full') }, 'write failed'], now));
    ring.add(recentErrorOf(['second'], now));
    ring.add(recentErrorOf([new Error('third')], now));
    expect(ring.list()).toEqual([
      { time: now.toISOString(), message: 'third' },
      { time: now.toISOString(), message: 'second' },
    ]);
    expect(recentErrorOf([{ err: new Error('disk full') }, 'write failed'], now)).toMatchObject({ message: 'write failed', detail: 'disk full' });
  });
});
