import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { PgClient } from '../db/postgres/pgClient';
import type { Envelope } from '../protocol/contract';
import { postJson, signIn } from '../testing/socketClient';
import { startNodeProcess, type NodeProcess } from './testing/nodeProcess';

/**
 * Durability: a node killed with SIGKILL while writes are in flight loses none it acknowledged, on
 * SQLite (WAL, synchronous FULL) and on PostgreSQL (synchronous_commit on). Eight clients create
 * items as fast as the node answers; the kill comes right after the 120th acknowledgement, with the
 * other requests still running. Every acknowledged id must be in the store afterwards.
 */
const pgUrl = process.env.TEST_DATABASE_URL?.trim() ?? '';
const backends = pgUrl === '' ? (['sqlite'] as const) : (['sqlite', 'postgres'] as const);
const ADMIN = { email: 'admin@kill.test', password: 'killed mid write' };
const CLIENTS = 8;
const KILL_AFTER = 120;

describe.each(backends)('kill -9 of a node (%s)', (backend) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'nodes-kill-'));
  const schema = `nodes_kill_${process.pid}_${Date.now()}`;
  let node: NodeProcess | undefined;

  afterAll(async () => {
    await node?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    if (backend === 'postgres') {
      const db = new PgClient(pgUrl);
      db.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      db.close();
    }
  }, 30_000);

  function storedIds(): Set<string> {
    const sql = "SELECT id FROM items WHERE type = 'Organization'";
    if (backend === 'postgres') {
      const db = new PgClient(pgUrl, { schema });
      try {
        return new Set(db.prepare<[], string>(sql).pluck().all());
      } finally {
        db.close();
      }
    }
    const db = new BetterSqlite3(join(dataDir, 'store.sqlite'));
    try {
      return new Set(db.prepare<[], string>(sql).pluck().all());
    } finally {
      db.close();
    }
  }

  it('loses no acknowledged write', async () => {
    node = await startNodeProcess({
      DATA_DIR: dataDir,
      ...(backend === 'postgres' ? { DATABASE_URL: pgUrl, DATABASE_SCHEMA: schema } : {}),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DIST_DIR: join(tmpdir(), 'vgn-no-client-build'),
    });
    const running = node;
    const token = await signIn(running.url, ADMIN.email, ADMIN.password);
    const acknowledged: string[] = [];
    let killed = false;
    let n = 0;
    const client = async (): Promise<void> => {
      while (!killed) {
        n += 1;
        const body = { o: 'create/Organization', b: { displayName: `Durable ${n}`, type: 'COMMUNITY' }, s: String(n) };
        let envelope: Envelope;
        try {
          envelope = (await (await postJson(`${running.url}/api/item`, body, { authorization: `Bearer ${token}` })).json()) as Envelope;
        } catch {
          return; // the connection died with the node: not acknowledged
        }
        expect(envelope.erred).toBeUndefined();
        acknowledged.push((envelope.b as { $id: string }).$id);
        if (acknowledged.length >= KILL_AFTER && !killed) {
          killed = true;
          running.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, () => client()));
    await running.stop();
    expect(running.child.signalCode).toBe('SIGKILL');
    const stored = storedIds();
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  }, 240_000);
});
