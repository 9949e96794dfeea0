import type { BenchSocket } from './benchSocket';
import { Random } from './fakeData';

export interface ReadsOptions {
  /** Reads in all, spread evenly over the sockets. */
  reads: number;
  sockets: number;
  /** Requests in flight per socket (pipelining depth). */
  window: number;
  seed?: number;
}

export interface ReadsResult {
  account: string;
  sockets: number;
  window: number;
  reads: number;
  /** Replies that were refusals (notAllowed, notFound): none when the ids are readable. */
  refused: number;
  seconds: number;
  readsPerSecond: number;
}

/**
 * read/{id} of random ids, pipelined: each socket keeps `window` requests in flight until its share
 * is done; the figure is every reply over the wall time from the first send to the last reply.
 */
export async function benchReads(open: () => Promise<BenchSocket>, account: string, ids: readonly string[], options: ReadsOptions): Promise<ReadsResult> {
  if (ids.length === 0) throw new Error('no ids to read');
  const random = new Random(options.seed ?? 7);
  const sockets = await Promise.all(Array.from({ length: options.sockets }, () => open()));
  const perSocket = Math.ceil(options.reads / options.sockets);
  let refused = 0;
  let done = 0;
  const started = performance.now();
  let seconds: number;
  try {
    await Promise.all(
      sockets.map(async (socket) => {
        let remaining = perSocket;
        const lane = async (): Promise<void> => {
          while (remaining > 0) {
            remaining -= 1;
            const reply = await socket.request({ o: `read/${random.pick(ids)}` });
            done += 1;
            if (reply.erred) refused += 1;
          }
        };
        await Promise.all(Array.from({ length: options.window }, lane));
      }),
    );
    seconds = (performance.now() - started) / 1000;
  } finally {
    await Promise.all(sockets.map((socket) => socket.close()));
  }
  return { account, sockets: options.sockets, window: options.window, reads: done, refused, seconds, readsPerSecond: done / seconds };
}
