import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/openDatabase';
import type { SqlClient } from '../db/sqlClient';
import { adminActor } from '../items/testing/testActors';
import { createLogger } from '../log';
import { PushHub } from '../protocol/pushHub';
import { ClusterNode } from './clusterNode';
import { PgAnnouncer } from './pgAnnouncer';
import { RecordingSocket } from './testing/twoNodes';

/**
 * The LISTEN/NOTIFY announcer and the gap rule on a real PostgreSQL (TEST_DATABASE_URL): writers are
 * separate connections whose transactions commit out of sequence order, the reading node a real
 * ClusterNode with its own LISTEN connection.
 */
const url = process.env.TEST_DATABASE_URL?.trim() ?? '';
const schema = `nodes_order_${process.pid}_${Date.now()}`;

let db: SqlClient;
let node: ClusterNode;
let socket: RecordingSocket;
let channel: string;
const writers: pg.Client[] = [];

async function writer(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`SET search_path TO ${client.escapeIdentifier(schema)}`);
  writers.push(client);
  return client;
}

/** Another node's relayed push to User-1 carrying `n`: answers its sequence value. */
async function pushRow(client: pg.Client, n: number): Promise<number> {
  const payload = JSON.stringify({ userId: 'User-1', o: 'probe', b: { n } });
  const result = await client.query<{ seq: string }>("INSERT INTO outbox (kind, origin, payload) VALUES ('pushToUser', 'node-a', $1) RETURNING seq", [payload]);
  return Number(result.rows[0]?.seq);
}

const received = (): number[] => socket.pushed('probe').map((b) => (b as { n: number }).n);

async function until(check: () => boolean, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not reached within ${ms} ms; received ${JSON.stringify(received())}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(url === '')('outbox delivery on PostgreSQL: LISTEN/NOTIFY and commits out of sequence order', () => {
  beforeAll(async () => {
    db = openDatabase('/tmp/nodes-commit-order', { url, schema });
    channel = db.prepare<[], string>("SELECT 'vgn_outbox_' || md5(current_schema())").pluck().get() ?? '';
    const hub = new PushHub();
    const log = createLogger('silent');
    node = new ClusterNode(db, 'node-b', hub, new PgAnnouncer({ url, channel, log }), log);
    await node.start();
    socket = new RecordingSocket('s1', adminActor('User-1'));
    hub.add(socket);
  });

  afterAll(async () => {
    await node?.stop();
    for (const client of writers) await client.end();
    db?.exec(`DROP SCHEMA ${schema} CASCADE`);
    db?.close();
  });

  it('hold a later row back until an earlier sequence value commits, then deliver both in order', async () => {
    const [slow, fast] = [await writer(), await writer()];
    await slow.query('BEGIN');
    const first = await pushRow(slow, 1);
    const second = await pushRow(fast, 2);
    expect(second).toBeGreaterThan(first);
    // `fast` committed and announced; its row is visible, but the value before it may still commit.
    await pause(300);
    expect(received()).toEqual([]);
    expect(node.delivered()).toBeLessThan(first);
    await slow.query('COMMIT');
    await until(() => received().length === 2);
    expect(received()).toEqual([1, 2]);
    expect(node.delivered()).toBe(second);
  });

  it('skip a value whose transaction rolled back, once it ended (no announcement comes for it)', async () => {
    const [slow, fast] = [await writer(), await writer()];
    await slow.query('BEGIN');
    const lost = await pushRow(slow, 3);
    const kept = await pushRow(fast, 4);
    await pause(300);
    expect(received()).toEqual([1, 2]);
    await slow.query('ROLLBACK');
    await until(() => received().length === 3);
    expect(received()).toEqual([1, 2, 4]);
    expect(node.delivered()).toBe(kept);
    expect(kept).toBeGreaterThan(lost);
  });

  it('catch up by sequence after the LISTEN connection broke: nothing lost, nothing twice', async () => {
    const client = await writer();
    const killed = await client.query<{ ok: boolean }>(
      "SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE application_name = 'vgn-listen' AND query = $1",
      [`LISTEN "${channel}"`],
    );
    expect(killed.rows.map((row) => row.ok)).toEqual([true]);
    // Written while the node hears nothing: delivered when it reconnects and reads from its cursor.
    await pushRow(client, 5);
    await pushRow(client, 6);
    await until(() => received().length === 5);
    await pushRow(client, 7);
    await until(() => received().length === 6);
    await pause(100);
    expect(received()).toEqual([1, 2, 4, 5, 6, 7]);
  });

  it('announce a bulk write with one notification carrying its newest sequence value', async () => {
    const listener = await writer();
    const heard: string[] = [];
    listener.on('notification', (message) => heard.push(message.payload ?? ''));
    await listener.query(`LISTEN ${listener.escapeIdentifier(channel)}`);
    const bulk = await writer();
    const rows = Array.from({ length: 50 }, (_, i) => JSON.stringify({ userId: 'User-1', o: 'probe', b: { n: 100 + i } }));
    const inserted = await bulk.query<{ seq: string }>(
      "INSERT INTO outbox (kind, origin, payload) SELECT 'pushToUser', 'node-a', p FROM unnest($1::text[]) AS p RETURNING seq",
      [rows],
    );
    await until(() => received().length === 56 && heard.length > 0);
    await pause(100);
    expect(heard).toEqual([String(Math.max(...inserted.rows.map((row) => Number(row.seq))))]);
  });
});
