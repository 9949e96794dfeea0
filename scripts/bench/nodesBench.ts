import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { PgClient } from '../../server/db/postgres/pgClient';
import type { SqlClient } from '../../server/db/sqlClient';
import { startNodeProcess, type NodeProcess } from '../../server/cluster/testing/nodeProcess';
import { BenchSocket, epochNow } from './benchSocket';
import { percentile } from './stats';

/** Nodes of the deployment (the issue's goal: three). */
const NODES = 3;
const OPEN_CONCURRENCY = 50;
const ARRIVAL_TIMEOUT_MS = 10_000;
const ADMIN = { email: 'admin@bench-nodes.test', password: 'bench nodes password' };
/** The goal of issue 17: commit → arrival p99 across nodes. */
export const NODES_GOAL_P99_MS = 250;

export interface Tail {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

export interface NodesResult {
  store: 'sqlite' | 'postgres';
  nodes: number;
  watchers: number;
  updates: number;
  pollMs: number;
  arrivals: number;
  missing: number;
  setupSeconds: number;
  /** Arrival minus the change's commit stamp (item_changes.ts, ms), every watcher. */
  fromCommit: Tail;
  /** The same per node: node-1 holds the writer (in-process delivery), the others read the outbox. */
  fromCommitByNode: Record<string, Tail>;
  /** Per update and node, its first arrival minus the commit: delivery to a node without its fan-out. */
  firstArrivalByNode: Record<string, Tail>;
  /** Arrival minus the instant just before the writer sent the update. */
  fromSend: Tail;
  /** SQLite: one poll of the announcer (SELECT MAX(seq) FROM outbox), microseconds, median of 10,000; PostgreSQL (LISTEN/NOTIFY, no poll): NaN. */
  pollMicros: number;
  loadAverage: { start: number[]; end: number[] };
}

function tail(values: readonly number[]): Tail {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return { count: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? Number.NaN };
}

function pollCost(file: string): number {
  const db = new BetterSqlite3(file, { readonly: true });
  try {
    const poll = db.prepare<[], number | null>('SELECT MAX(seq) FROM outbox').pluck();
    const times: number[] = [];
    for (let n = 0; n < 10_000; n += 1) {
      const started = performance.now();
      poll.get();
      times.push((performance.now() - started) * 1000);
    }
    return percentile(times.sort((a, b) => a - b), 50);
  } finally {
    db.close();
  }
}

/**
 * Three server processes on one store, SQLite DATA_DIR (CLUSTER=sqlite) or PostgreSQL database
 * (CLUSTER=postgres, `databaseUrl`), `watchers` sockets spread over them watching one Organization,
 * a writer on node-1 updating it `updates` times: each arrival is timed against the commit stamp and
 * the send, per node.
 */
export async function runNodesBenchmark(options: { watchers: number; updates: number; pollMs?: number; databaseUrl?: string | null }): Promise<NodesResult> {
  const pollMs = options.pollMs ?? 20;
  const start = loadavg();
  const dataDir = mkdtempSync(join(tmpdir(), 'vgn-bench-nodes-'));
  const databaseUrl = options.databaseUrl ?? null;
  const store = databaseUrl === null ? 'sqlite' : 'postgres';
  const schema = `bench_nodes_${process.pid}`;
  const openStore = (): SqlClient =>
    databaseUrl === null ? new BetterSqlite3(join(dataDir, 'store.sqlite'), { readonly: true }) : new PgClient(databaseUrl, { schema });
  const env = {
    DATA_DIR: dataDir,
    CLUSTER: store,
    ...(databaseUrl === null ? {} : { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema }),
    CLUSTER_POLL: `${pollMs}ms`,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    DIST_DIR: join(tmpdir(), 'vgn-no-client-build'),
    ADDRESS_RATE: '1000000',
    ADDRESS_BURST: '1000000',
    LOG_LEVEL: 'error',
  };
  const nodes: NodeProcess[] = [];
  const sockets: BenchSocket[] = [];
  try {
    process.stderr.write(`[bench] nodes: starting ${NODES} server processes on one ${store} store\n`);
    // The first node migrates the store and creates the administrator; the others join it.
    nodes.push(await startNodeProcess({ ...env, NODE_ID: 'node-1' }));
    nodes.push(...(await Promise.all(Array.from({ length: NODES - 1 }, (_, k) => startNodeProcess({ ...env, NODE_ID: `node-${k + 2}` })))));
    const signIn = await fetch(`${nodes[0]?.url}/api/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    const token = signIn.headers.get('x-vgn-token');
    if (token === null) throw new Error(`sign-in failed: ${signIn.status}`);
    const writer = await BenchSocket.open(nodes[0]?.url ?? '', token);
    sockets.push(writer);
    const item = (await writer.call('create/Organization', { displayName: 'Watched across nodes', type: 'COMMUNITY' })) as { $id: string; _u: number };
    let u = item._u;

    const setupStarted = performance.now();
    let round: { u: number; arrivals: { node: string; at: number }[]; complete(): void } | undefined;
    for (let first = 0; first < options.watchers; first += OPEN_CONCURRENCY) {
      await Promise.all(
        Array.from({ length: Math.min(OPEN_CONCURRENCY, options.watchers - first) }, async (_, k) => {
          const n = (first + k) % NODES;
          const socket = await BenchSocket.open(nodes[n]?.url ?? '', token);
          sockets.push(socket);
          socket.onPush('item/update', (body, at) => {
            const pushed = (body as { item?: { $id?: string; _u?: number } }).item;
            if (!round || pushed?.$id !== item.$id || pushed._u !== round.u) return;
            round.arrivals.push({ node: `node-${n + 1}`, at });
            if (round.arrivals.length === options.watchers) round.complete();
          });
          await socket.call(`addWatch/${item.$id}/${u}`);
        }),
      );
    }
    const setupSeconds = (performance.now() - setupStarted) / 1000;

    const db = openStore();
    const commitOf = db.prepare<[string, number], string>('SELECT ts FROM item_changes WHERE item_id = ? AND u = ?').pluck();
    const fromCommit: { node: string; ms: number }[] = [];
    const fromSend: number[] = [];
    const firsts: { node: string; ms: number }[] = [];
    let missing = 0;
    try {
      for (let n = 0; n < options.updates; n += 1) {
        let complete = (): void => {};
        const done = new Promise<void>((resolve) => (complete = resolve));
        const current = { u: u + 1, arrivals: [] as { node: string; at: number }[], complete };
        round = current;
        const send = epochNow();
        u = ((await writer.call('update', { $id: item.$id, _u: u, website: `https://example.org/${n}` })) as { _u: number })._u;
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([done, new Promise((resolve) => (timer = setTimeout(resolve, ARRIVAL_TIMEOUT_MS)))]);
        clearTimeout(timer);
        round = undefined;
        const commit = Date.parse(commitOf.get(item.$id, u) ?? '');
        missing += options.watchers - current.arrivals.length;
        for (const arrival of current.arrivals) {
          fromCommit.push({ node: arrival.node, ms: arrival.at - commit });
          fromSend.push(arrival.at - send);
        }
        for (let k = 1; k <= NODES; k += 1) {
          const node = `node-${k}`;
          const first = Math.min(...current.arrivals.filter((a) => a.node === node).map((a) => a.at));
          if (Number.isFinite(first)) firsts.push({ node, ms: first - commit });
        }
        // Spread the updates over several poll phases instead of one rhythm.
        await new Promise((resolve) => setTimeout(resolve, 100 + ((n * 7) % pollMs)));
      }
    } finally {
      db.close();
    }
    const names = [...new Set(fromCommit.map((a) => a.node))].sort();
    return {
      store,
      nodes: NODES,
      watchers: options.watchers,
      updates: options.updates,
      pollMs,
      arrivals: fromCommit.length,
      missing,
      setupSeconds,
      fromCommit: tail(fromCommit.map((a) => a.ms)),
      fromCommitByNode: Object.fromEntries(names.map((name) => [name, tail(fromCommit.filter((a) => a.node === name).map((a) => a.ms))])),
      firstArrivalByNode: Object.fromEntries(names.map((name) => [name, tail(firsts.filter((a) => a.node === name).map((a) => a.ms))])),
      fromSend: tail(fromSend),
      pollMicros: store === 'sqlite' ? pollCost(join(dataDir, 'store.sqlite')) : Number.NaN,
      loadAverage: { start, end: loadavg() },
    };
  } finally {
    await Promise.all(sockets.map((socket) => socket.close()));
    await Promise.all(nodes.map((node) => node.stop()));
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl !== null) {
      const db = new PgClient(databaseUrl);
      db.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      db.close();
    }
  }
}

const cell = (value: number): string => (Number.isFinite(value) ? value.toFixed(1) : '-');

export function nodesText(r: NodesResult): string {
  const row = (label: string, t: Tail): string =>
    `| ${label} | ${t.count} | ${cell(t.p50)} | ${cell(t.p99)} | ${cell(t.max)} | ${t.p99 <= NODES_GOAL_P99_MS ? 'met' : 'MISSED'} |`;
  return [
    `\nRealtime across ${r.nodes} nodes (${r.store === 'sqlite' ? `one SQLite store, poll ${r.pollMs} ms` : 'one PostgreSQL store, LISTEN/NOTIFY'}): ${r.watchers} watchers, ${r.updates} updates, ${r.arrivals} arrivals, ${r.missing} missing (setup ${r.setupSeconds.toFixed(1)} s)`,
    `| measure | arrivals | p50 ms | p99 ms | max ms | p99 <= ${NODES_GOAL_P99_MS} ms |`,
    '| --- | --- | --- | --- | --- | --- |',
    row('commit -> arrival, all nodes', r.fromCommit),
    ...Object.entries(r.fromCommitByNode).map(([node, t]) => row(`commit -> arrival, ${node}${node === 'node-1' ? ' (writer\'s node)' : ''}`, t)),
    ...Object.entries(r.firstArrivalByNode).map(([node, t]) => row(`commit -> first arrival on ${node}`, t)),
    row('send -> arrival, all nodes', r.fromSend),
    `${Number.isFinite(r.pollMicros) ? `one announcer poll: ${r.pollMicros.toFixed(1)} µs; ` : ''}load average ${r.loadAverage.start.map((l) => l.toFixed(1)).join(' ')} at start, ${r.loadAverage.end.map((l) => l.toFixed(1)).join(' ')} at end`,
  ].join('\n');
}
