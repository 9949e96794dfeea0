import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Registry } from '../../engine/registry/registry';
import type { RunningServer } from '../app';
import { builtInRegistry } from '../main';
import { postJson, signIn } from '../testing/socketClient';
import { DEMO_PASSWORD, countsByType, demoAccountEmails, seededCounts, startDemoTestServer } from '../testing/demoTestServer';
import { TEST_ADMIN, makeDataDir, removeDataDir } from '../testing/testServer';
import { typesWithExamples } from './exampleItems';

/** The demo data module in a real server with the real plugins, whose seeders write the data. */

let registry: Registry;
const servers: RunningServer[] = [];

beforeAll(async () => {
  registry = (await builtInRegistry())();
});
const dirs: string[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
  dirs.splice(0).forEach(removeDataDir);
});

async function start(dataDir: string, demoData: boolean): Promise<RunningServer> {
  const server = await startDemoTestServer({ dataDir, demoData });
  servers.push(server);
  return server;
}

async function stop(server: RunningServer): Promise<void> {
  await server.close();
  servers.splice(servers.indexOf(server), 1);
}

function newDataDir(): string {
  const dir = makeDataDir();
  dirs.push(dir);
  return dir;
}

/** The seeded records; the administrator and the platform's own records of the demo users' writes carry the wall-clock time. */
function seededRecords(server: RunningServer): unknown[] {
  return server.db
    .prepare("SELECT id, type, created_ts, created_by, access, owner, data FROM items WHERE id <> 'User-1' AND type NOT IN ('Event', 'Notify') ORDER BY id")
    .all();
}

// Each test starts real servers that hash passwords and seed a few hundred items.
describe('demo data module', { timeout: 90_000 }, () => {
  it('loads the plugins\' demo data on the first start, after the administrator, and every demo account signs in', async () => {
    const server = await start(newDataDir(), true);
    expect(server.createdAdmin).toMatchObject({ email: TEST_ADMIN.email });
    // The stored JSON itself: json_extract answers a JSON true as 1 on SQLite but as text on PostgreSQL.
    const admin = server.db.prepare<[], { data: string }>("SELECT data FROM items WHERE id = 'User-1'").get();
    expect(JSON.parse(admin?.data ?? '{}')).toMatchObject({ admin: true });
    await signIn(server.url, TEST_ADMIN.email, TEST_ADMIN.password);

    const counts = countsByType(server);
    const seeded = seededCounts(server) ?? {};
    // What the seed recorded is what the store holds (plus the administrator).
    for (const [type, count] of Object.entries(seeded)) expect(counts[type], type).toBe(type === 'User' ? count + 1 : count);
    for (const type of typesWithExamples(registry)) expect(counts[type], type).toBeGreaterThan(0);
    const accounts = demoAccountEmails(server);
    expect(accounts.length).toBe(seeded.User);
    for (const email of accounts) await signIn(server.url, email, DEMO_PASSWORD);
  });

  it('writes the same records for the same day on every store', async () => {
    const first = await start(newDataDir(), true);
    const second = await start(newDataDir(), true);
    expect(seededRecords(second)).toEqual(seededRecords(first));
  });

  it('does not seed a second time when the server starts again', async () => {
    const dataDir = newDataDir();
    const first = await start(dataDir, true);
    const counts = countsByType(first);
    await stop(first);

    const second = await start(dataDir, true);
    expect(countsByType(second)).toEqual(counts);
    await signIn(second.url, demoAccountEmails(second)[0] ?? '', DEMO_PASSWORD);
  });

  it('never seeds over real records', async () => {
    const dataDir = newDataDir();
    const first = await start(dataDir, false);
    const token = await signIn(first.url, TEST_ADMIN.email, TEST_ADMIN.password);
    const created = await postJson(`${first.url}/api/item`, { o: 'create/Organization', b: { displayName: 'Real data', type: 'OTHER' }, s: '1' }, { authorization: `Bearer ${token}` });
    expect(created.status).toBe(200);
    await stop(first);

    const second = await start(dataDir, true);
    expect(countsByType(second)).toMatchObject({ User: 1, Organization: 1 });
    expect(countsByType(second)).not.toHaveProperty('Contact');
    expect(seededCounts(second)).toBeNull();
    expect(demoAccountEmails(second)).toEqual([]);
  });

  it('seeds nothing when DEMO_DATA is off', async () => {
    const server = await start(newDataDir(), false);
    expect(countsByType(server)).toEqual({ User: 1 });
    expect(seededCounts(server)).toBeNull();
    expect(demoAccountEmails(server)).toEqual([]);
  });
});
