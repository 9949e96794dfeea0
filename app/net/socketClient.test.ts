import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Envelope } from './envelope';
import { SocketClient, type SocketClientOptions, type SocketStatus } from './socketClient';
import { fakeSocketFactory } from './testing/fakeWebSocket';

function setup(overrides: Partial<SocketClientOptions> = {}) {
  const factory = fakeSocketFactory();
  const pushes: Envelope[] = [];
  const statuses: SocketStatus[] = [];
  const closes: { code: number; reason: string; wasOpen: boolean }[] = [];
  const ready: boolean[] = [];
  const log = { warn: vi.fn() };
  const client = new SocketClient({
    url: () => 'ws://example.test/ws',
    createSocket: factory.create,
    requestTimeoutMs: () => 60_000,
    random: () => 0,
    onPush: (e) => pushes.push(e),
    onStatus: (s) => statuses.push(s),
    onClose: (info) => closes.push(info),
    onReady: ({ afterFailure }) => ready.push(afterFailure),
    log,
    ...overrides,
  });
  return { client, factory, pushes, statuses, closes, ready, log };
}

/** Opens the latest socket and lets the (default, empty) handshake settle. */
async function openLatest(factory: ReturnType<typeof fakeSocketFactory>): Promise<void> {
  factory.latest().serverOpens();
  await Promise.resolve();
  await Promise.resolve();
}

describe('SocketClient', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('connects to the url and becomes ready after the handshake', async () => {
    let finishHandshake: () => void = () => undefined;
    const handshake = vi.fn((client: SocketClient) => {
      void client.request('tokenAuth', 'the-token', { v: '1.2.3' });
      return new Promise<void>((resolve) => (finishHandshake = resolve));
    });
    const { client, factory, ready } = setup({ handshake });
    client.connect();
    expect(factory.sockets).toHaveLength(1);
    expect(factory.latest().url).toBe('ws://example.test/ws');
    expect(client.status.phase).toBe('connecting');
    factory.latest().serverOpens();
    expect(client.isOpen()).toBe(true);
    expect(client.isReady()).toBe(false);
    expect(factory.latest().messages[0]).toEqual({ o: 'tokenAuth', b: 'the-token', s: '1', v: '1.2.3' });
    finishHandshake();
    await Promise.resolve();
    await Promise.resolve();
    expect(client.isReady()).toBe(true);
    expect(ready).toEqual([false]);
  });

  it('matches replies to requests by s and dispatches everything else as pushes', async () => {
    const { client, factory, pushes } = setup();
    client.connect();
    await openLatest(factory);
    const first = client.request('read/Thing-1');
    const second = client.request('read/Thing-2', { x: 1 });
    const [m1, m2] = factory.latest().messages;
    expect(m1).toEqual({ o: 'read/Thing-1', s: '1' });
    expect(m2).toEqual({ o: 'read/Thing-2', b: { x: 1 }, s: '2' });
    factory.latest().serverSends({ o: 'read/Thing-2', s: '2', b: 'two' });
    factory.latest().serverSends({ o: 'item/update', b: { $id: 'Thing-9' } });
    factory.latest().serverSends({ o: 'read/Thing-1', s: '1', erred: true, b: { userMessage: 'notFound', sysMessage: 'no Thing-1' } });
    await expect(second).resolves.toBe('two');
    await expect(first).rejects.toMatchObject({ userMessage: 'notFound', sysMessage: 'no Thing-1' });
    expect(pushes).toEqual([{ o: 'item/update', b: { $id: 'Thing-9' } }]);
  });

  it('rejects a request without reply after wsTimeout and closes the socket with 4500', async () => {
    const { client, factory, closes } = setup({ requestTimeoutMs: () => 10_000 });
    client.connect();
    await openLatest(factory);
    const socket = factory.latest();
    const request = client.request('read/Slow-1').catch((e: unknown) => e);
    vi.advanceTimersByTime(10_000);
    expect(await request).toMatchObject({ userMessage: 'wsMsgTimeout', values: { seconds: 10 } });
    expect(socket.closedWith).toEqual({ code: 4500, reason: 'timeout' });
    expect(closes).toEqual([{ code: 4500, reason: 'timeout', wasOpen: true }]);
    expect(client.status.phase).toBe('waiting');
  });

  it('an explicit timeout overrides the configured one', async () => {
    const { client, factory } = setup();
    client.connect();
    await openLatest(factory);
    const request = client.request('slow', undefined, { timeoutMs: 500 }).catch((e: unknown) => e);
    vi.advanceTimersByTime(500);
    expect(await request).toMatchObject({ userMessage: 'wsMsgTimeout' });
  });

  it('gives up an attempt that does not open within 1 s and retries after the back-off delay', () => {
    const { client, factory, log, statuses } = setup();
    client.connect();
    vi.advanceTimersByTime(999);
    expect(factory.latest().closedWith).toBeNull();
    vi.advanceTimersByTime(1);
    expect(log.warn).toHaveBeenCalledWith('Opening websocket timed out.');
    expect(factory.latest().closedWith).not.toBeNull();
    // failures = 1: 3 s + 2^1 s + 0 jitter = 5 s
    expect(client.status).toMatchObject({ phase: 'waiting', failures: 1, secondsToRetry: 5, health: 'BAD' });
    vi.advanceTimersByTime(4_999);
    expect(factory.sockets).toHaveLength(1);
    expect(statuses.at(-1)?.secondsToRetry).toBe(1);
    vi.advanceTimersByTime(1);
    expect(factory.sockets).toHaveLength(2);
    // second failure: 3 s + 4 s
    vi.advanceTimersByTime(1_000);
    expect(client.status).toMatchObject({ failures: 2, secondsToRetry: 7 });
  });

  it('adds the injected jitter to the delay', () => {
    const { client, factory } = setup({ random: () => 0.5 });
    client.connect();
    factory.latest().serverCloses(1006);
    expect(client.status.secondsToRetry).toBe(3 + 2 + 5);
  });

  it('retryNow skips the countdown', () => {
    const { client, factory } = setup();
    client.connect();
    factory.latest().serverCloses(1006);
    expect(factory.sockets).toHaveLength(1);
    client.retryNow();
    expect(factory.sockets).toHaveLength(2);
    expect(client.status).toMatchObject({ phase: 'connecting', secondsToRetry: null });
  });

  it('reports the first ready after failures (the connected notice) and resets the failure count', async () => {
    const { client, factory, ready } = setup();
    client.connect();
    await openLatest(factory);
    factory.latest().serverCloses(1006, 'gone');
    vi.advanceTimersByTime(5_000);
    await openLatest(factory);
    expect(ready).toEqual([false, true]);
    expect(client.status).toMatchObject({ phase: 'ready', failures: 0, health: 'GOOD' });
  });

  it('fails waiting requests when the socket closes', async () => {
    const { client, factory } = setup();
    client.connect();
    await openLatest(factory);
    const request = client.request('read/A-1').catch((e: unknown) => e);
    factory.latest().serverCloses(1001, 'going away');
    expect(await request).toMatchObject({ userMessage: 'networkError' });
  });

  it('rejects requests while the socket is not open', async () => {
    const { client } = setup();
    await expect(client.request('read/A-1')).rejects.toMatchObject({ userMessage: 'networkError' });
  });

  it('pings after 30 s of silence and closes after a further 45 s, then reconnects', async () => {
    const { client, factory, closes } = setup();
    client.connect();
    await openLatest(factory);
    const socket = factory.latest();
    vi.advanceTimersByTime(30_000);
    expect(socket.messages.at(-1)).toMatchObject({ o: 'ping' });
    expect(client.status.health).toBe('WAIT');
    socket.serverSends({ o: 'pong', s: socket.messages.at(-1)?.s });
    expect(client.status.health).toBe('GOOD');
    vi.advanceTimersByTime(30_000 + 45_000);
    expect(client.status.health).toBe('BAD');
    expect(socket.closedWith?.code).toBe(4408);
    expect(closes.at(-1)).toMatchObject({ code: 4408, reason: 'noReplyToPing', wasOpen: true });
    expect(client.status.phase).toBe('waiting');
  });

  it('logs a close for size (1009)', async () => {
    const { client, factory, log } = setup();
    client.connect();
    await openLatest(factory);
    factory.latest().serverCloses(1009, 'too big');
    expect(log.warn).toHaveBeenCalledWith('Socket closed: a message was too large.');
  });

  it('does not retry when the close listener disconnects (e.g. identFailed)', async () => {
    const holder: { client?: SocketClient } = {};
    const { client, factory } = setup({ onClose: (info) => info.reason === 'identFailed' && holder.client?.disconnect() });
    holder.client = client;
    client.connect();
    await openLatest(factory);
    factory.latest().serverCloses(4001, 'identFailed');
    vi.advanceTimersByTime(1_000_000);
    expect(factory.sockets).toHaveLength(1);
    expect(client.status).toMatchObject({ phase: 'idle', health: 'GOOD', secondsToRetry: null });
  });

  it('disconnect closes with 1000 and never retries; events of the old socket are ignored', async () => {
    const { client, factory, closes } = setup();
    client.connect();
    await openLatest(factory);
    const socket = factory.latest();
    client.disconnect('signedout');
    expect(socket.closedWith).toEqual({ code: 1000, reason: 'signedout' });
    socket.serverCloses(1000);
    socket.serverSends({ o: 'item/update' });
    vi.advanceTimersByTime(1_000_000);
    expect(factory.sockets).toHaveLength(1);
    expect(closes).toEqual([]);
    expect(client.status.phase).toBe('idle');
  });

  it('connect while waiting retries at once', () => {
    const { client, factory } = setup();
    client.connect();
    factory.latest().serverCloses(1006);
    client.connect();
    expect(factory.sockets).toHaveLength(2);
  });

  it('fetches lrg/ notices and treats the fetched envelope as the reply', async () => {
    const resolveLarge = vi.fn(async (notice: Envelope) => [{ o: 'search/ids', s: notice.s, b: { ids: ['A-1'] } }]);
    const { client, factory, pushes } = setup({ resolveLarge });
    client.connect();
    await openLatest(factory);
    const reply = client.request('search/ids', {});
    factory.latest().serverSends({ o: 'lrg/abc', s: '1' });
    await expect(reply).resolves.toEqual({ ids: ['A-1'] });
    expect(resolveLarge).toHaveBeenCalledWith({ o: 'lrg/abc', s: '1' });
    expect(pushes).toEqual([]);
  });

  it('a failed lrg/ fetch rejects the request it answers', async () => {
    const { client, factory } = setup({ resolveLarge: () => Promise.reject(new Error('offline')) });
    client.connect();
    await openLatest(factory);
    const reply = client.request('search/ids', {});
    factory.latest().serverSends({ o: 'lrg/abc', s: '1' });
    await expect(reply).rejects.toMatchObject({ userMessage: 'networkError' });
  });

  it('a socket that cannot even be created counts as a failed attempt', () => {
    const { client } = setup({
      createSocket: () => {
        throw new Error('SecurityError');
      },
    });
    client.connect();
    expect(client.status).toMatchObject({ phase: 'waiting', failures: 1 });
  });
});
