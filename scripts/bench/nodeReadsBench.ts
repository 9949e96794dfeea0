import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PgClient } from '../../server/db/postgres/pgClient';
import { startNodeProcess, type NodeProcess } from '../../server/cluster/testing/nodeProcess';
import { BenchSocket } from './benchSocket';
import { benchReads, type ReadsResult } from './readsBench';

const ADMIN = { email: 'admin@bench-reads.test', password: 'bench node reads password' };
const ITEMS = 500;
const SOCKETS = 8;
const WINDOW = 8;
/** The goal of issue 17: reads per second with two nodes over one node. */
export const NODE_READS_GOAL = 1.6;

export interface NodeReadsResult {
  store: 'sqlite' | 'postgres';
  items: number;
  oneNode: ReadsResult;
  twoNodes: ReadsResult;
  ratio: number;
  cores: number;
  loadAverage: { start: number[]; end: number[] };
}

/**
 * read/{id} per second with one node, then with two nodes of one store (the same sockets and
 * pipelining, spread evenly over the nodes). Both nodes run through both phases, so the second
 * phase differs only in where the reads go. The readers run in this process.
 */
export async function runNodeReadsBenchmark(options: { reads: number; databaseUrl: string | null }): Promise<NodeReadsResult> {
  const start = loadavg();
  const store = options.databaseUrl === null ? 'sqlite' : 'postgres';
  const dataDir = mkdtempSync(join(tmpdir(), 'vgn-bench-node-reads-'));
  const schema = `bench_node_reads_${process.pid}`;
  const env = {
    DATA_DIR: dataDir,
    CLUSTER: store,
    ...(options.databaseUrl === null ? {} : { DATABASE_URL: options.databaseUrl, DATABASE_SCHEMA: schema }),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    DIST_DIR: join(tmpdir(), 'vgn-no-client-build'),
    ADDRESS_RATE: '1000000',
    ADDRESS_BURST: '1000000',
    SOCKET_RATE: '1000000',
    SOCKET_BURST: '1000000',
    LOG_LEVEL: 'error',
  };
  const nodes: NodeProcess[] = [];
  try {
    process.stderr.write(`[bench] nodereads: two server processes on one ${store} store\n`);
    nodes.push(await startNodeProcess({ ...env, NODE_ID: 'node-1' }));
    nodes.push(await startNodeProcess({ ...env, NODE_ID: 'node-2' }));
    const [first, second] = nodes.map((node) => node.url);
    if (first === undefined || second === undefined) throw new Error('nodes did not start');
    const signIn = await fetch(`${first}/api/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    const token = signIn.headers.get('x-vgn-token');
    if (token === null) throw new Error(`sign-in failed: ${signIn.status}`);
    const writer = await BenchSocket.open(first, token);
    const ids: string[] = [];
    try {
      for (let n = 0; n < ITEMS; n += 20) {
        const made = await Promise.all(
          Array.from({ length: 20 }, (_, k) => writer.call('create/Organization', { displayName: `Read me ${n + k}`, type: 'COMMUNITY' })),
        );
        ids.push(...made.map((item) => (item as { $id: string }).$id));
      }
    } finally {
      await writer.close();
    }
    const settings = { reads: options.reads, sockets: SOCKETS, window: WINDOW };
    // Warm both nodes (prepared statements, caches) before timing.
    for (const url of [first, second]) await benchReads(() => BenchSocket.open(url, token), ADMIN.email, ids, { ...settings, reads: 1000 });
    const oneNode = await benchReads(() => BenchSocket.open(first, token), ADMIN.email, ids, settings);
    let opened = 0;
    const twoNodes = await benchReads(() => BenchSocket.open(opened++ % 2 === 0 ? first : second, token), ADMIN.email, ids, settings);
    return { store, items: ids.length, oneNode, twoNodes, ratio: twoNodes.readsPerSecond / oneNode.readsPerSecond, cores: cpus().length, loadAverage: { start, end: loadavg() } };
  } finally {
    await Promise.all(nodes.map((node) => node.stop()));
    rmSync(dataDir, { recursive: true, force: true });
    if (options.databaseUrl !== null) {
      const db = new PgClient(options.databaseUrl);
      db.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      db.close();
    }
  }
}

export function nodeReadsText(r: NodeReadsResult): string {
  const load = (l: number[]): string => l.map((v) => v.toFixed(1)).join(' ');
  return [
    `\nReads per second, one node vs two nodes (one ${r.store} store, ${r.items} items, ${SOCKETS} sockets × ${WINDOW} in flight, readers in the bench process)`,
    '| nodes | reads | seconds | reads/s |',
    '| --- | --- | --- | --- |',
    `| 1 | ${r.oneNode.reads} | ${r.oneNode.seconds.toFixed(2)} | ${r.oneNode.readsPerSecond.toFixed(0)} |`,
    `| 2 | ${r.twoNodes.reads} | ${r.twoNodes.seconds.toFixed(2)} | ${r.twoNodes.readsPerSecond.toFixed(0)} |`,
    `two nodes / one node: ${r.ratio.toFixed(2)}× (goal ≥ ${NODE_READS_GOAL}×: ${r.ratio >= NODE_READS_GOAL ? 'met' : 'MISSED'}); ${r.cores} cores; load average ${load(r.loadAverage.start)} at start, ${load(r.loadAverage.end)} at end`,
  ].join('\n');
}
