import { BenchSocket } from './benchSocket';

/**
 * The bulk benchmark's client, a child process of the benchmark (bulkClientProcess.ts): it speaks
 * the real protocol to the server — createMany by the socket when the envelope fits in
 * wsMaxMsgSize, else by POST /api/item, as the app's client does — so the server's thread does
 * nothing of the client's work and a reply is read the moment it is sent (a client inside the
 * server's process read it only between the deriver's slices).
 */

/** What the benchmark sends before timing: the server and the calls, each a list of item bodies. */
export interface BulkClientPlan {
  url: string;
  token: string;
  version: string;
  wsMaxMsgSize: number;
  calls: unknown[][];
  /** A second socket holds a type watch on CommLog and counts its pushes. */
  watch: boolean;
}

export type BulkClientMessage =
  | { kind: 'ready'; searchedBefore: number }
  | { kind: 'durable'; seconds: number; transports: string[]; callSeconds: number[] }
  | { kind: 'searchable'; seconds: number; searched: number; pushes: number }
  | { kind: 'failed'; message: string };

type ParentMessage = { kind: 'plan'; plan: BulkClientPlan } | { kind: 'go' };

const send = (message: BulkClientMessage): void => {
  process.send?.(message);
};

async function searchedCommLogs(socket: BenchSocket): Promise<number> {
  const reply = (await socket.call('search/ids', { must: [{ kind: 'type', value: 'CommLog' }], max: 1 })) as { total: number };
  return reply.total;
}

async function post(url: string, token: string, text: string): Promise<void> {
  const response = await fetch(`${url}/api/item`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: text });
  const reply = (await response.json()) as { erred?: boolean; b?: unknown };
  if (response.status !== 200 || reply.erred === true) throw new Error(`createMany by HTTP failed: ${response.status} ${JSON.stringify(reply.b).slice(0, 300)}`);
}

async function run(plan: BulkClientPlan, go: Promise<void>): Promise<void> {
  const socket = await BenchSocket.open(plan.url, plan.token, plan.version);
  const watcher = plan.watch ? await BenchSocket.open(plan.url, plan.token, plan.version) : undefined;
  let pushes = 0;
  if (watcher) {
    watcher.onPush('item/update', () => {
      pushes += 1;
    });
    await watcher.call('addWatch/CommLog-0', []);
  }
  // Serialized before timing: the client's JSON is not the server's work.
  const calls = plan.calls.map((items) => {
    const text = JSON.stringify({ o: 'createMany/CommLog', b: { items }, s: 'bulk' });
    return { items, text, bySocket: Buffer.byteLength(text) <= plan.wsMaxMsgSize };
  });
  send({ kind: 'ready', searchedBefore: await searchedCommLogs(socket) });
  await go;
  const started = performance.now();
  const transports = new Set<string>();
  const callSeconds: number[] = [];
  for (const call of calls) {
    const callStarted = performance.now();
    if (call.bySocket) await socket.call('createMany/CommLog', { items: call.items });
    else await post(plan.url, plan.token, call.text);
    callSeconds.push((performance.now() - callStarted) / 1000);
    transports.add(call.bySocket ? 'socket' : 'http');
  }
  send({ kind: 'durable', seconds: (performance.now() - started) / 1000, transports: [...transports], callSeconds });
  const searched = await searchedCommLogs(socket);
  const searchable = (performance.now() - started) / 1000;
  // Pushes follow the derivation slice by slice: wait until they stop arriving.
  for (let last = -1; watcher && last !== pushes; ) {
    last = pushes;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  send({ kind: 'searchable', seconds: searchable, searched, pushes });
  await watcher?.close();
  await socket.close();
}

let startTiming: () => void = () => undefined;
const go = new Promise<void>((resolve) => (startTiming = resolve));
process.on('message', (message: ParentMessage) => {
  if (message.kind === 'go') return startTiming();
  run(message.plan, go).then(
    () => process.disconnect(),
    (error: unknown) => {
      send({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
      process.disconnect();
    },
  );
});
