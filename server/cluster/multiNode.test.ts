import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgClient } from '../db/postgres/pgClient';
import type { SqlClient } from '../db/sqlClient';
import type { Envelope } from '../protocol/contract';
import { openSocket, postJson, signIn, type TestSocket } from '../testing/socketClient';
import { startNodeProcess, type NodeProcess } from './testing/nodeProcess';

/**
 * Two real server processes stand in for two nodes of one deployment, on each store: one DATA_DIR's
 * SQLite file (CLUSTER=sqlite), and one PostgreSQL database (CLUSTER=postgres, with TEST_DATABASE_URL;
 * DATA_DIR is still shared, for the token secret and files). What one node commits is read, searched
 * and pushed on the other, a sign-out on one closes the token's sockets on the other, and a persisted
 * timer fires once.
 */
const FIXTURES = fileURLToPath(new URL('../../plugins/__fixtures__', import.meta.url));
const ADMIN = { email: 'admin@nodes.test', password: 'two nodes one store' };
const pgUrl = process.env.TEST_DATABASE_URL?.trim() ?? '';
const backends = pgUrl === '' ? (['sqlite'] as const) : (['sqlite', 'postgres'] as const);

describe.each(backends)('two server processes on one store (%s)', (backend) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'vgn-nodes-'));
  const schema = `nodes_multi_${process.pid}_${Date.now()}`;
  const env = {
    DATA_DIR: dataDir,
    CLUSTER: backend,
    ...(backend === 'postgres' ? { DATABASE_URL: pgUrl, DATABASE_SCHEMA: schema } : {}),
    CLUSTER_POLL: '20ms',
    LEASE_TTL: '3s',
    TIMER_POLL: '300ms',
    PLUGIN_DIRS: FIXTURES,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    DIST_DIR: join(tmpdir(), 'vgn-no-client-build'),
  };

  let a: NodeProcess;
  let b: NodeProcess;
  let token: string;

  async function call(node: NodeProcess, o: string, b?: unknown): Promise<Envelope> {
    const response = await postJson(`${node.url}/api/item`, { o, b, s: '1' }, { authorization: `Bearer ${token}` });
    return (await response.json()) as Envelope;
  }

  async function authedSocket(node: NodeProcess, withToken: string): Promise<TestSocket> {
    const socket = await openSocket(node.url);
    expect((await socket.request({ o: 'tokenAuth', b: withToken })).o).toBe('authed');
    return socket;
  }

  function count(sql: string): number {
    const db: SqlClient = backend === 'postgres' ? new PgClient(pgUrl, { schema }) : new BetterSqlite3(join(dataDir, 'store.sqlite'), { readonly: true });
    try {
      return db.prepare<[], number>(sql).pluck().get() ?? 0;
    } finally {
      db.close();
    }
  }

  const isPushOf = (id: string) => (envelope: Envelope) => envelope.o === 'item/update' && (envelope.b as { item: { $id: string } }).item.$id === id;

  beforeAll(async () => {
    a = await startNodeProcess({ ...env, NODE_ID: 'node-a' });
    b = await startNodeProcess({ ...env, NODE_ID: 'node-b' });
    token = await signIn(a.url, ADMIN.email, ADMIN.password);
  }, 240_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
    if (backend === 'postgres') {
      const db = new PgClient(pgUrl);
      db.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      db.close();
    }
  }, 60_000);

  describe('across the nodes', () => {
    it('read, search and push on B what A created, and tell B\'s watchers of A\'s delete', async () => {
      const watcher = await authedSocket(b, token);
      expect((await watcher.request({ o: 'addWatch/Organization-0', b: [] })).b).toEqual({ count: 1 });
      const created = await call(a, 'create/Organization', { displayName: 'Made on node A', type: 'COMMUNITY' });
      const id = (created.b as { $id: string }).$id;
      const pushed = await watcher.next(isPushOf(id));
      expect((pushed.b as { item: Record<string, unknown> }).item).toMatchObject({ $id: id, displayName: 'Made on node A', _u: 1 });

      expect((await call(b, `read/${id}`)).b).toMatchObject({ $id: id, displayName: 'Made on node A' });
      const found = await call(b, 'search/ids', { must: [{ kind: 'type', value: 'Organization' }, { prop: 'displayName', kind: 'eq', value: 'Made on node A' }] });
      expect(found.b).toMatchObject({ ids: [id], total: 1 });

      expect((await watcher.request({ o: `addWatch/${id}/1` })).b).toEqual({});
      expect((await call(a, 'update', { $id: id, _u: 1, website: 'https://a.example' })).erred).toBeUndefined();
      expect((await watcher.next(isPushOf(id))).b).toMatchObject({ item: { _u: 2, website: 'https://a.example' } });
      expect((await call(a, `delete/${id}`, { _u: 2 })).erred).toBeUndefined();
      expect((await watcher.next(isPushOf(id))).b).toEqual({ item: { $id: id, _t: 'Organization', _i: expect.any(Number) as number, _u: 3, $deleted: true } });
      watcher.close();
    });

    it('close the token\'s sockets on B when it signs out on A', async () => {
      const own = await signIn(a.url, ADMIN.email, ADMIN.password);
      const onB = await authedSocket(b, own);
      const onA = await authedSocket(a, own);
      const other = await authedSocket(b, token);
      expect((await onA.request({ o: 'signout' })).o).toBe('signedout');
      expect(await onB.closed).toEqual({ code: 4000, reason: 'signedout' });
      // Another token of the same user keeps its socket.
      expect((await other.request({ o: 'ping' })).o).toBe('pong');
      other.close();
    });

    it('fire a persisted timer once, on the node holding the scheduled-work lease', async () => {
      const org = (await call(a, 'create/Organization', { displayName: 'Timer org', type: 'COMMUNITY' })).b as { $id: string };
      const followUp = new Date(Date.now() + 500).toISOString();
      expect((await call(b, 'create/ProbeNote', { organization: org.$id, text: 'Follow up soon.', followUp })).erred).toBeUndefined();
      const fired = "SELECT count(*) FROM items WHERE type = 'Event' AND json_extract(data, '$.kind') = 'PROBE_FOLLOW_UP'";
      const deadline = Date.now() + 15_000;
      while (count(fired) === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      // Both nodes scan every 300 ms: a second firing would land within a few scans.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(count(fired)).toBe(1);
      expect(count("SELECT count(*) FROM leases WHERE name = 'scheduled-work' AND holder IN ('node-a', 'node-b')")).toBe(1);
    });
  });
});
