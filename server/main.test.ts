import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningServer } from './app';
import { clientConfig } from './config';
import { setLocaleOverrides } from './db/localeOverrides';
import { openDatabase } from './db/openDatabase';
import { builtInRegistry } from './main';
import { defaultModules } from './modules';
import { CLIENT_NOT_BUILT } from './http/spaRoutes';
import { openSocket, postJson, signIn } from './testing/socketClient';
import { testStoreTarget } from './testing/testStore';
import { TEST_ADMIN, makeDataDir, removeDataDir, startTestServer } from './testing/testServer';

const dirs: string[] = [];
const servers: RunningServer[] = [];

async function start(options: Parameters<typeof startTestServer>[0] = {}): Promise<RunningServer> {
  const server = await startTestServer(options);
  servers.push(server);
  dirs.push(server.config.dataDir);
  return server;
}

afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
  dirs.splice(0).forEach(removeDataDir);
});

describe('startServer', () => {
  it('keeps users, credentials and the token secret across a restart', async () => {
    const dataDir = makeDataDir();
    const first = await start({ config: { dataDir } });
    expect(first.createdAdmin).toMatchObject({ email: TEST_ADMIN.email, generated: false });
    await postJson(`${first.url}/api/register`, { name: 'Kept', email: 'kept@example.com', password: 'kept password' });
    const mail = first.readOutbox('kept@example.com').at(-1)?.text ?? '';
    const confirmToken = decodeURIComponent(/token=(\S+)/.exec(mail)?.[1] ?? '');
    expect((await postJson(`${first.url}/api/confirm-email`, { token: confirmToken })).status).toBe(200);
    const token = await signIn(first.url, 'kept@example.com', 'kept password');
    await first.close();

    const second = await start({ config: { dataDir } });
    expect(second.createdAdmin).toBeNull();
    await signIn(second.url, 'kept@example.com', 'kept password');
    const socket = await openSocket(second.url);
    const authed = await socket.request({ o: 'tokenAuth', b: token });
    expect(authed).toMatchObject({ o: 'authed', b: { user: { name: 'Kept', email: 'kept@example.com' } } });
    socket.close();
  });

  it('closes open sockets with serverShutdown when it stops', async () => {
    const server = await startTestServer();
    dirs.push(server.config.dataDir);
    const socket = await openSocket(server.url);
    await server.close();
    expect(await socket.closed).toEqual({ code: 1001, reason: 'serverShutdown' });
  });

  it('generates the administrator password when none is configured', async () => {
    const server = await start({ config: { adminPassword: null } });
    const admin = server.createdAdmin;
    expect(admin).toMatchObject({ email: TEST_ADMIN.email, generated: true });
    expect(admin?.password.length).toBeGreaterThanOrEqual(16);
    await signIn(server.url, TEST_ADMIN.email, admin?.password ?? '');
  });

  it('creates the administrator as a valid User item of the built-in plugins', async () => {
    const server = await start({ registry: await builtInRegistry() });
    expect(server.createdAdmin).toMatchObject({ email: TEST_ADMIN.email });
    const token = await signIn(server.url, TEST_ADMIN.email, TEST_ADMIN.password);
    expect(await server.authenticator.authenticate(token)).toMatchObject({ ok: true, session: { actor: { userId: 'User-1', admin: true } } });
  });

  it('runs the default modules: item operations answer over the socket for signed-in users', async () => {
    const server = await start({ registry: await builtInRegistry(), modules: defaultModules });
    const token = await signIn(server.url, TEST_ADMIN.email, TEST_ADMIN.password);
    const socket = await openSocket(server.url);
    await socket.request({ o: 'tokenAuth', b: token });
    expect(await socket.request({ o: 'read/User-1' })).toMatchObject({ o: 'read/User-1', b: { $id: 'User-1', admin: true } });
    socket.close();
  });

  it('refuses a data directory written by a newer version', async () => {
    const dataDir = makeDataDir();
    dirs.push(dataDir);
    const first = await start({ config: { dataDir } });
    await first.close();
    const db = openDatabase(dataDir, testStoreTarget(dataDir));
    db.prepare('UPDATE schema_version SET version = 999').run();
    db.close();
    await expect(startTestServer({ config: { dataDir } })).rejects.toThrow(
      /^The data directory was written by a newer version \(store version 999, this build knows \d+\)\. Upgrade the server\.$/,
    );
  });
});

describe('configuration and locale routes', () => {
  it('serves the public client configuration', async () => {
    const server = await start();
    const response = await fetch(`${server.url}/api/config`);
    expect(await response.json()).toEqual(clientConfig(server.config));
  });

  it('serves the compiled registry with its hash as ETag', async () => {
    const server = await start();
    const response = await fetch(`${server.url}/api/registry`);
    const body = (await response.json()) as { hash: string; types: { key: string; search: { type: string } }[]; bundles?: unknown };
    expect(response.headers.get('etag')).toBe(`"${body.hash}"`);
    expect(body.types.length).toBeGreaterThan(0);
    for (const type of body.types) expect(type.search.type).toBe(type.key);
    expect(body.bundles).toBeUndefined();
    const again = await fetch(`${server.url}/api/registry`, { headers: { 'if-none-match': `"${body.hash}"` } });
    expect(again.status).toBe(304);
  });

  it('serves the declarations as written on their own route, with the same ETag', async () => {
    const server = await start();
    const response = await fetch(`${server.url}/api/registry/declarations`);
    const body = (await response.json()) as { hash: string; bundles: { manifest: { key: string } }[]; runtimeTypes: unknown[] };
    expect(response.headers.get('etag')).toBe(`"${body.hash}"`);
    expect(body.bundles.map((b) => b.manifest.key)).toContain('core');
    expect(body.runtimeTypes).toEqual([]);
    const again = await fetch(`${server.url}/api/registry/declarations`, { headers: { 'if-none-match': `"${body.hash}"` } });
    expect(again.status).toBe(304);
  });

  it('serves stored locale overrides per language, {} when none', async () => {
    const server = await start();
    setLocaleOverrides(server.db, 'fr', { 'app.apply': 'Appliquer' });
    expect(await (await fetch(`${server.url}/locale-overrides/fr`)).json()).toEqual({ 'app.apply': 'Appliquer' });
    expect(await (await fetch(`${server.url}/locale-overrides/de`)).json()).toEqual({});
    expect((await fetch(`${server.url}/locale-overrides/..%2Fetc`)).status).toBe(400);
  });
});

describe('single-page app', () => {
  it('answers 503 with a clear text while the client is not built', async () => {
    const server = await start();
    const response = await fetch(`${server.url}/i-Project-3`);
    expect(response.status).toBe(503);
    expect(await response.text()).toBe(CLIENT_NOT_BUILT);
    const api = await fetch(`${server.url}/api/unknown`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ userMessage: 'notFound' });
  });

  it('serves built files and index.html for client routes, never for API paths', async () => {
    const distDir = makeDataDir();
    dirs.push(distDir);
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>app</title>');
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'assets', 'main.js'), 'console.log(1)');
    const server = await start({ config: { distDir } });
    expect(await (await fetch(`${server.url}/assets/main.js`)).text()).toBe('console.log(1)');
    for (const path of ['/', '/i-Project-3', '/consult.projects/i-Project-3?c0=x']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>app</title>');
    }
    expect((await fetch(`${server.url}/api/nothing`)).status).toBe(404);
  });
});
