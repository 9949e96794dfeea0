import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNetRuntime, type NetHooks } from './netRuntime';
import { fakeFetch, headerOf, jsonResponse, type FakeAnswer } from './testing/fakeFetch';
import { fakeSocketFactory } from './testing/fakeWebSocket';

function setup(answers: FakeAnswer[] = [], hookOverrides: Partial<NetHooks> = {}) {
  const { fetch, calls } = fakeFetch(answers);
  const sockets = fakeSocketFactory();
  const hooks: NetHooks = {
    token: () => 'tok',
    limits: () => ({ wsMaxMsgSize: 1000, wsTimeout: 60_000, httpTimeout: 60_000 }),
    ...hookOverrides,
  };
  const runtime = createNetRuntime({ fetch, createSocket: sockets.create, socketUrl: () => 'ws://h/ws', random: () => 0, log: { warn: vi.fn(), error: vi.fn() } }, hooks);
  return { runtime, calls, sockets, hooks };
}

async function flush(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

describe('net runtime', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('uses POST /api/item while there is no socket', async () => {
    const { runtime, calls } = setup([jsonResponse({ o: 'read/A-1', b: { $id: 'A-1' } })]);
    await expect(runtime.api.send('read/A-1')).resolves.toEqual({ $id: 'A-1' });
    expect(calls[0]?.url).toBe('/api/item');
    expect(headerOf(calls[0], 'Authorization')).toBe('Bearer tok');
  });

  it('uses the socket once the handshake succeeded, HTTP for messages over wsMaxMsgSize', async () => {
    const handshake = vi.fn(async (request: (o: string, b?: unknown) => Promise<unknown>) => {
      await request('tokenAuth', 'tok');
    });
    const { runtime, calls, sockets } = setup([jsonResponse({ o: 'update', b: 'big ok' })], { handshake });
    runtime.socket.connect();
    const socket = sockets.latest();
    socket.serverOpens();
    expect(socket.messages[0]).toMatchObject({ o: 'tokenAuth', b: 'tok' });
    // Not ready yet: ordinary traffic still goes by HTTP.
    expect(runtime.socket.isReady()).toBe(false);
    socket.serverSends({ o: 'authed', s: socket.messages[0]?.s, b: { user: {} } });
    await flush();
    expect(runtime.socket.isReady()).toBe(true);

    const small = runtime.api.send('read/A-1');
    const sent = socket.messages.at(-1);
    expect(sent).toMatchObject({ o: 'read/A-1' });
    socket.serverSends({ o: 'read/A-1', s: sent?.s, b: 'small ok' });
    await expect(small).resolves.toBe('small ok');

    await expect(runtime.api.send('update', { text: 'x'.repeat(2000) })).resolves.toBe('big ok');
    expect(calls.map((c) => c.url)).toEqual(['/api/item']);
  });

  it('fetches lrg/ replies with GET /ws-{o}', async () => {
    const { runtime, calls, sockets } = setup([jsonResponse({ o: 'search/ids', s: '1', b: { ids: ['A-1'] } })]);
    runtime.socket.connect();
    sockets.latest().serverOpens();
    await flush();
    const reply = runtime.api.send('search/ids', {});
    sockets.latest().serverSends({ o: 'lrg/k', s: '1', b: { o: 'search/ids', bytes: 5_000_000 } });
    await expect(reply).resolves.toEqual({ ids: ['A-1'] });
    expect(calls[0]?.url).toBe('/ws-lrg/k');
  });

  it('dispatches socket pushes and HTTP stream parts to onPush subscribers', async () => {
    const { runtime, sockets } = setup([
      jsonResponse({ o: 'act/import', b: { streamKey: 'k' } }, { headers: { 'x-vgn-stream-key': 'k' } }),
      jsonResponse({ o: 'taskUpdate', b: { p: 1 } }),
      jsonResponse({ o: 'act/import', b: 'done' }, { headers: { 'x-vgn-stream-done': 'true' } }),
    ]);
    const seen: [unknown, string][] = [];
    runtime.api.onPush(() => true, (b, o) => seen.push([b, o]));
    await expect(runtime.api.send('act/import', {}, { stream: true })).resolves.toBe('done');
    runtime.socket.connect();
    sockets.latest().serverOpens();
    sockets.latest().serverSends({ o: 'item/update', b: { $id: 'A-1' } });
    expect(seen).toEqual([
      [{ p: 1 }, 'taskUpdate'],
      [{ $id: 'A-1' }, 'item/update'],
    ]);
  });

  it('reports network failures and successes of HTTP calls', async () => {
    const onNetworkFailure = vi.fn();
    const onNetworkSuccess = vi.fn();
    const { runtime } = setup([new TypeError('Failed to fetch'), jsonResponse({ o: 'x', b: 1 })], { onNetworkFailure, onNetworkSuccess });
    await expect(runtime.api.send('x')).rejects.toMatchObject({ userMessage: 'networkError' });
    expect(onNetworkFailure).toHaveBeenCalledTimes(1);
    await runtime.api.send('x');
    expect(onNetworkSuccess).toHaveBeenCalledTimes(1);
  });

  it('passes socket status, close and ready events to the hooks', async () => {
    const onStatus = vi.fn();
    const onSocketClose = vi.fn();
    const onSocketReady = vi.fn();
    const { runtime, sockets } = setup([], { onStatus, onSocketClose, onSocketReady });
    runtime.socket.connect();
    sockets.latest().serverOpens();
    await flush();
    expect(onSocketReady).toHaveBeenCalledWith({ afterFailure: false });
    sockets.latest().serverCloses(4001, 'tokenExpired');
    expect(onSocketClose).toHaveBeenCalledWith({ code: 4001, reason: 'tokenExpired', wasOpen: true });
    expect(onStatus).toHaveBeenLastCalledWith(expect.objectContaining({ phase: 'waiting', secondsToRetry: 5 }));
  });
});
