import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Registry } from '../../engine/registry/registry';
import type { RunningServer } from '../app';
import { getSetting } from '../db/settings';
import { builtInRegistry } from '../main';
import { defaultModules } from '../modules';
import { postJson, signIn } from '../testing/socketClient';
import { TEST_ADMIN, makeDataDir, removeDataDir, startTestServer } from '../testing/testServer';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './data/accounts';
import { typesWithExamples } from './exampleItems';
import { DEMO_DATA_MARKER } from './seedDemoData';

let registry: () => Registry;
const servers: RunningServer[] = [];
const dirs: string[] = [];

beforeAll(async () => {
  registry = await builtInRegistry();
});

afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
  dirs.splice(0).forEach(removeDataDir);
});

async function start(dataDir: string, demoData: boolean): Promise<RunningServer> {
  const server = await startTestServer({ registry, modules: defaultModules, config: { dataDir, demoData } });
  servers.push(server);
  return server;
}

function newDataDir(): string {
  const dir = makeDataDir();
  dirs.push(dir);
  return dir;
}

function countsByType(server: RunningServer): Record<string, number> {
  const rows = server.db.prepare<[], { type: string; n: number }>('SELECT type, count(*) AS n FROM items GROUP BY type').all();
  return Object.fromEntries(rows.map((row) => [row.type, row.n]));
}

function firstId(server: RunningServer, sql: string, ...params: string[]): string {
  const row = server.db.prepare<string[], { id: string }>(sql).get(...params);
  if (row === undefined) throw new Error(`no demo item for ${sql}`);
  return row.id;
}

async function read(server: RunningServer, token: string, id: string): Promise<number> {
  const response = await postJson(`${server.url}/api/item`, { o: `read/${id}`, s: '1' }, { authorization: `Bearer ${token}` });
  return response.status;
}

/** total of a search/ids over one type, as the token's user sees it. */
async function searchTotal(server: RunningServer, token: string, type: string): Promise<unknown> {
  const envelope = { o: 'search/ids', b: { must: [{ kind: 'type', value: type }] }, s: '2' };
  const response = await postJson(`${server.url}/api/item`, envelope, { authorization: `Bearer ${token}` });
  const reply: unknown = await response.json();
  if (typeof reply !== 'object' || reply === null || !('b' in reply)) return undefined;
  const body = reply.b;
  return typeof body === 'object' && body !== null && 'total' in body ? body.total : undefined;
}

describe('demo data module', () => {
  it('loads demo data on the first start, after the administrator, and the demo users sign in', async () => {
    const server = await start(newDataDir(), true);
    expect(server.createdAdmin).toMatchObject({ email: TEST_ADMIN.email });
    expect(server.db.prepare("SELECT json_extract(data, '$.admin') AS admin FROM items WHERE id = 'User-1'").get()).toEqual({ admin: 1 });
    await signIn(server.url, TEST_ADMIN.email, TEST_ADMIN.password);

    const counts = countsByType(server);
    expect(counts.Organization).toBeGreaterThanOrEqual(12);
    expect(counts.Contact).toBeGreaterThanOrEqual(60);
    expect(counts.User).toBe(1 + DEMO_ACCOUNTS.length);
    for (const type of typesWithExamples(registry())) expect(counts[type], type).toBeGreaterThan(0);
    for (const account of DEMO_ACCOUNTS) await signIn(server.url, account.email, DEMO_PASSWORD);
  });

  it('shows permissions: organization members read protected records of their own organization only', async () => {
    const server = await start(newDataDir(), true);
    const organization = (name: string) => firstId(server, "SELECT id FROM items WHERE type = 'Organization' AND json_extract(data, '$.displayName') = ?", name);
    const stoneyCreek = organization('Stoney Creek First Nation');
    const northernRidge = organization('Northern Ridge Mining');
    const protectedOf = (type: string, owner: string) =>
      firstId(server, "SELECT id FROM items WHERE type = ? AND owner = ? AND access = 'PROTECTED' ORDER BY idx", type, owner);
    const stoneyLog = protectedOf('CommLog', stoneyCreek);
    const ridgeContact = protectedOf('Contact', northernRidge);

    const orgAdmin = await signIn(server.url, 'orgadmin@demo.test', DEMO_PASSWORD);
    const member = await signIn(server.url, 'member@demo.test', DEMO_PASSWORD);
    const community = await signIn(server.url, 'community@demo.test', DEMO_PASSWORD);
    expect(await read(server, orgAdmin, stoneyLog)).toBe(200);
    expect(await read(server, member, stoneyLog)).toBe(403);
    expect(await read(server, member, ridgeContact)).toBe(200);
    expect(await read(server, community, ridgeContact)).toBe(403);
    expect(await read(server, community, northernRidge)).toBe(200);
    // The demo items are indexed: search finds them, and counts only what the reader may open.
    const search = (token: string, type: string) => searchTotal(server, token, type);
    expect(await search(community, 'Organization')).toBe(countsByType(server).Organization);
    const ownLogs = await search(orgAdmin, 'CommLog');
    const memberLogs = await search(member, 'CommLog');
    expect(ownLogs).toBeGreaterThan(0);
    expect(memberLogs).toBeGreaterThan(0);
    expect(memberLogs).toBeLessThan(countsByType(server).CommLog ?? 0);
  });

  it('opens every demo account with an unread notification: meetings demo users scheduled themselves', async () => {
    const server = await start(newDataDir(), true);
    for (const account of DEMO_ACCOUNTS) {
      const token = await signIn(server.url, account.email, DEMO_PASSWORD);
      const response = await postJson(`${server.url}/api/item`, { o: 'act/fetchNotifications', b: { max: 10 }, s: '3' }, { authorization: `Bearer ${token}` });
      const reply = (await response.json()) as { b: { items: { $kind: string; unread: boolean }[] } };
      expect(reply.b.items.filter((n) => n.unread && n.$kind === 'ORG_MEETING_SCHEDULED').length, account.email).toBeGreaterThan(0);
    }
  });

  it('does not seed a second time when the server starts again', async () => {
    const dataDir = newDataDir();
    const first = await start(dataDir, true);
    const counts = countsByType(first);
    await first.close();
    servers.splice(servers.indexOf(first), 1);

    const second = await start(dataDir, true);
    expect(countsByType(second)).toEqual(counts);
    await signIn(second.url, 'member@demo.test', DEMO_PASSWORD);
  });

  it('seeds nothing when DEMO_DATA is off', async () => {
    const server = await start(newDataDir(), false);
    expect(countsByType(server)).toEqual({ User: 1 });
    expect(getSetting(server.db, DEMO_DATA_MARKER)).toBeNull();
    await expect(signIn(server.url, 'orgadmin@demo.test', DEMO_PASSWORD)).rejects.toThrow(/401/);
  });
});
