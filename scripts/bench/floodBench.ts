import WebSocket from 'ws';
import type { RequestLimits } from '../../server/protocol/requestScheduler';
import type { Envelope } from '../../server/protocol/contract';
import type { Account, BenchServer } from './benchServer';
import type { BenchSocket } from './benchSocket';
import type { SearchRequest } from '../../engine/protocol/searchWire';
import { percentile } from './stats';

/** Latency of one kind of request, with the tail the flood goal is stated on (p99 <= 200 ms). */
export interface TailSummary {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

export interface FloodResult {
  items: number;
  limits: RequestLimits;
  observers: number;
  floodSeconds: number;
  baseline: { ping: TailSummary; read: TailSummary };
  duringFlood: { ping: TailSummary; read: TailSummary };
  flooder: { sent: number; answered: number; refused: number; connections: number; closes: Record<string, number> };
  /** What a 10 MB readMany/object of 500,000 ids got, over HTTP (anonymous) and over a socket. */
  bigReadMany: { http: string[]; socket: string[] };
}

const OBSERVE_EVERY_MS = 20;
const BASELINE_SECONDS = 2;
const BIG_READ_MANY_IDS = 500_000;

function tail(values: number[]): TailSummary {
  const sorted = [...values].sort((a, b) => a - b);
  return { count: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? Number.NaN };
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Each observer pings, then reads one item, every OBSERVE_EVERY_MS until stopAt: what a normal user feels. */
async function observe(sockets: BenchSocket[], itemId: string, stopAt: number): Promise<{ ping: TailSummary; read: TailSummary }> {
  const ping: number[] = [];
  const read: number[] = [];
  await Promise.all(
    sockets.map(async (socket) => {
      while (performance.now() < stopAt) {
        let started = performance.now();
        await socket.request({ o: 'ping' });
        ping.push(performance.now() - started);
        started = performance.now();
        const reply = await socket.request({ o: `read/${itemId}` });
        if (reply.erred) throw new Error(`read/${itemId} refused during the flood benchmark`);
        read.push(performance.now() - started);
        await sleep(OBSERVE_EVERY_MS);
      }
    }),
  );
  return { ping: tail(ping), read: tail(read) };
}

/**
 * One client sending search/ids as fast as its socket takes them, never waiting for replies; when
 * the server closes it, it reconnects and goes on, as a hostile client would.
 */
async function flood(url: string, account: Account, search: SearchRequest, stopAt: number, figures: FloodResult['flooder']): Promise<void> {
  const text = JSON.stringify({ o: 'search/ids', b: search });
  while (performance.now() < stopAt) {
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/ws`);
    figures.connections += 1;
    const closed = new Promise<void>((resolve) =>
      ws.on('close', (code, reason) => {
        const key = `${code} ${reason.toString()}`;
        figures.closes[key] = (figures.closes[key] ?? 0) + 1;
        resolve();
      }),
    );
    ws.on('error', () => undefined);
    ws.on('message', (data) => {
      const reply = JSON.parse(String(data)) as Envelope;
      if (reply.o === 'authed') return;
      if (reply.erred) figures.refused += 1;
      else figures.answered += 1;
    });
    await new Promise<void>((resolve) => ws.once('open', () => resolve()));
    ws.send(JSON.stringify({ o: 'tokenAuth', b: account.token }));
    while (ws.readyState === WebSocket.OPEN && performance.now() < stopAt) {
      // Keep the socket's send buffer full, yielding now and then so replies and closes are read.
      for (let burst = 0; burst < 50 && ws.bufferedAmount < 1_000_000; burst += 1) {
        ws.send(text);
        figures.sent += 1;
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (ws.readyState === WebSocket.OPEN) ws.close();
    await closed;
  }
}

/** A 10 MB readMany/object, once per second, anonymously over HTTP and over a socket. */
async function bigReads(url: string, stopAt: number, figures: FloodResult['bigReadMany']): Promise<void> {
  const ids = Array.from({ length: BIG_READ_MANY_IDS }, (_, index) => `CommLog-${1_000_000 + index}`);
  const text = JSON.stringify({ o: 'readMany/object', b: ids });
  while (performance.now() < stopAt) {
    const response = await fetch(`${url}/api/item`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: text });
    const body = (await response.json()) as Envelope;
    const message = (body.b as { userMessage?: string } | undefined)?.userMessage ?? 'answered';
    figures.http.push(`${response.status} ${message} (${(text.length / 1e6).toFixed(1)} MB)`);
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/ws`);
    ws.on('error', () => undefined);
    const outcome = await new Promise<string>((resolve) => {
      ws.once('open', () => ws.send(text));
      ws.once('message', (data) => resolve(`reply ${String(data).slice(0, 80)}`));
      ws.once('close', (code, reason) => resolve(`closed ${code} ${reason.toString()}`));
    });
    if (ws.readyState === WebSocket.OPEN) ws.close();
    figures.socket.push(outcome);
    await sleep(1000);
  }
}

export interface FloodOptions {
  bench: BenchServer;
  items: number;
  itemId: string;
  search: SearchRequest;
  observers: number;
  floodSeconds: number;
}

/** Observer latency without, then with, a flooding client and 10 MB reads (server limits as configured). */
export async function benchFlood(options: FloodOptions): Promise<FloodResult> {
  const { bench } = options;
  const observers = await Promise.all(Array.from({ length: options.observers }, () => bench.open(bench.admin)));
  try {
    const baseline = await observe(observers, options.itemId, performance.now() + BASELINE_SECONDS * 1000);
    const result: FloodResult = {
      items: options.items,
      limits: bench.server.config.requestLimits,
      observers: options.observers,
      floodSeconds: options.floodSeconds,
      baseline,
      duringFlood: baseline,
      flooder: { sent: 0, answered: 0, refused: 0, connections: 0, closes: {} },
      bigReadMany: { http: [], socket: [] },
    };
    const stopAt = performance.now() + options.floodSeconds * 1000;
    const flooding = flood(bench.server.url, bench.admin, options.search, stopAt, result.flooder);
    const reading = bigReads(bench.server.url, stopAt, result.bigReadMany);
    // Observers start once the flood is under way, and stop with it.
    await sleep(200);
    result.duringFlood = await observe(observers, options.itemId, stopAt);
    await Promise.all([flooding, reading]);
    return result;
  } finally {
    await Promise.all(observers.map((socket) => socket.close()));
  }
}
