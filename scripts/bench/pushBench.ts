import { epochNow, type BenchSocket } from './benchSocket';
import { summarize, type Summary } from './stats';

/** Sockets opened (and authenticated) at once while setting up the watchers. */
const OPEN_CONCURRENCY = 50;
const ARRIVAL_TIMEOUT_MS = 30_000;

export interface PushOptions {
  /** The watched item: every watcher must be allowed to read it. */
  itemId: string;
  watchers: number;
  updates: number;
  /** Opens an authenticated socket for watcher n (alternating accounts exercises both read paths). */
  openWatcher: (n: number) => Promise<{ socket: BenchSocket; account: string }>;
  openWriter: () => Promise<BenchSocket>;
  /** Server-side commit instant of the item's version u (the change log's timestamp, ms resolution). */
  commitInstant: (itemId: string, u: number) => number | undefined;
}

export interface PushResult {
  watchers: number;
  updates: number;
  arrivals: number;
  missing: number;
  setupSeconds: number;
  /** Arrival minus the instant just before the writer sent the update. */
  fromSend: Summary;
  /** Arrival minus the instant the update's reply reached the writer (negative: the push came first). */
  fromReply: Summary;
  /** Arrival minus the server's commit timestamp of the update. */
  fromCommit: Summary;
  /** The writer's own round trip of each update. */
  writerRoundTrip: Summary;
  /** Per update: the last of its arrivals, from send (the time until every watcher knows). */
  lastArrivalFromSend: Summary;
  fromSendByAccount: Record<string, Summary>;
}

interface Arrival {
  at: number;
  account: string;
}

interface Round {
  u: number;
  arrivals: Arrival[];
  complete: () => void;
}

/**
 * One item watched by `watchers` authenticated sockets; the writer updates it `updates` times and
 * every watcher's item/update arrival is timed against the send, the writer's reply and the commit.
 */
export async function benchPush(options: PushOptions): Promise<PushResult> {
  const setupStarted = performance.now();
  const watchers: { socket: BenchSocket; account: string }[] = [];
  let round: Round | undefined;
  const onArrival = (account: string) => (body: unknown, at: number) => {
    const item = typeof body === 'object' && body !== null && 'item' in body ? body.item : undefined;
    if (!round || typeof item !== 'object' || item === null || !('$id' in item) || !('_u' in item)) return;
    if (item.$id !== options.itemId || item._u !== round.u) return;
    round.arrivals.push({ at, account });
    if (round.arrivals.length === watchers.length) round.complete();
  };
  const writer = await options.openWriter();
  try {
    let u = ((await writer.call(`read/${options.itemId}`)) as { _u: number })._u;
    for (let first = 0; first < options.watchers; first += OPEN_CONCURRENCY) {
      const batch = Array.from({ length: Math.min(OPEN_CONCURRENCY, options.watchers - first) }, async (_, k) => {
        const watcher = await options.openWatcher(first + k);
        watcher.socket.onPush('item/update', onArrival(watcher.account));
        await watcher.socket.call(`addWatch/${options.itemId}/${u}`);
        return watcher;
      });
      watchers.push(...(await Promise.all(batch)));
    }
    const setupSeconds = (performance.now() - setupStarted) / 1000;

    const all: (Arrival & { send: number; reply: number; commit: number })[] = [];
    const writerTrips: number[] = [];
    const lastArrivals: number[] = [];
    let missing = 0;
    for (let n = 0; n < options.updates; n += 1) {
      let complete = (): void => {};
      const done = new Promise<void>((resolve) => (complete = resolve));
      const current: Round = { u: u + 1, arrivals: [], complete };
      round = current;
      const send = epochNow();
      const reply = (await writer.call('update', { $id: options.itemId, _u: u, subject: `Bench update ${n + 1} of ${options.updates}` })) as { _u: number };
      const replied = epochNow();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([done, new Promise((resolve) => (timer = setTimeout(resolve, ARRIVAL_TIMEOUT_MS)))]);
      clearTimeout(timer);
      round = undefined;
      u = reply._u;
      const commit = options.commitInstant(options.itemId, u) ?? Number.NaN;
      missing += watchers.length - current.arrivals.length;
      writerTrips.push(replied - send);
      lastArrivals.push(current.arrivals.length === 0 ? Number.NaN : Math.max(...current.arrivals.map((a) => a.at)) - send);
      all.push(...current.arrivals.map((a) => ({ ...a, send, reply: replied, commit })));
      // Let the sockets settle so one update's tail does not delay the next.
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const accounts = [...new Set(watchers.map((w) => w.account))];
    return {
      watchers: watchers.length,
      updates: options.updates,
      arrivals: all.length,
      missing,
      setupSeconds,
      fromSend: summarize(all.map((a) => a.at - a.send)),
      fromReply: summarize(all.map((a) => a.at - a.reply)),
      fromCommit: summarize(all.map((a) => a.at - a.commit)),
      writerRoundTrip: summarize(writerTrips),
      lastArrivalFromSend: summarize(lastArrivals),
      fromSendByAccount: Object.fromEntries(accounts.map((account) => [account, summarize(all.filter((a) => a.account === account).map((a) => a.at - a.send))])),
    };
  } finally {
    for (let first = 0; first < watchers.length; first += OPEN_CONCURRENCY) {
      await Promise.all(watchers.slice(first, first + OPEN_CONCURRENCY).map((w) => w.socket.close()));
    }
    await writer.close();
  }
}
