import { describe, expect, it, vi } from 'vitest';
import type { PushHandler } from './apiContract';
import { ItemCache } from './itemCache';
import { PushDispatcher } from './pushDispatcher';

function setup(canWatch = true) {
  const pushes = new PushDispatcher();
  const items: Record<string, unknown> = { 'Thing-1': { $id: 'Thing-1', _u: 3, name: 'one' } };
  const sent: string[] = [];
  const api = {
    send: vi.fn(async (o: string) => {
      sent.push(o);
      if (o.startsWith('read/')) {
        const item = items[o.slice(5)];
        if (!item) throw new Error('notFound');
        return item;
      }
      return undefined;
    }),
    onPush: (match: string | ((o: string) => boolean), handler: PushHandler) => pushes.subscribe(match, handler),
  };
  const state = { canWatch };
  const cache = new ItemCache({ api, canWatch: () => state.canWatch, log: { warn: vi.fn() } });
  return { cache, sent, pushes, api, state };
}

async function flush(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

describe('ItemCache', () => {
  it('reads once and serves later reads from the cache', async () => {
    const { cache, sent } = setup();
    const [a, b] = await Promise.all([cache.readItem('Thing-1'), cache.readItem('Thing-1')]);
    expect(a).toEqual({ $id: 'Thing-1', _u: 3, name: 'one' });
    expect(b).toBe(a);
    await cache.readItem('Thing-1');
    expect(sent).toEqual(['read/Thing-1']);
    await cache.readItem('Thing-1', { refresh: true });
    expect(sent).toEqual(['read/Thing-1', 'read/Thing-1']);
  });

  it('the first watcher reads the item and sends addWatch/{id}/{_u}; further watchers do not', async () => {
    const { cache, sent } = setup();
    const first = vi.fn();
    const second = vi.fn();
    cache.watchItem('Thing-1', first);
    await flush();
    expect(sent).toEqual(['read/Thing-1', 'addWatch/Thing-1/3']);
    expect(first).toHaveBeenCalledWith(expect.objectContaining({ $id: 'Thing-1' }));
    cache.watchItem('Thing-1', second);
    expect(second).toHaveBeenCalledTimes(1);
    expect(cache.watchCount('Thing-1')).toBe(2);
    expect(sent).toEqual(['read/Thing-1', 'addWatch/Thing-1/3']);
  });

  it('removeWatch/{id} goes out when the last watcher leaves, once', async () => {
    const { cache, sent } = setup();
    const offA = cache.watchItem('Thing-1', vi.fn());
    await flush();
    const offB = cache.watchItem('Thing-1', vi.fn());
    offA();
    offA();
    expect(sent).not.toContain('removeWatch/Thing-1');
    offB();
    expect(sent.filter((o) => o === 'removeWatch/Thing-1')).toHaveLength(1);
    expect(cache.watchCount('Thing-1')).toBe(0);
  });

  it('item/update pushes refresh the cache and notify watchers; stale updates are ignored', async () => {
    const { cache, pushes } = setup();
    const listener = vi.fn();
    cache.watchItem('Thing-1', listener);
    await flush();
    pushes.dispatch({ o: 'item/update', b: { $id: 'Thing-1', _u: 4, name: 'four' } });
    expect(cache.cached('Thing-1')).toMatchObject({ name: 'four' });
    expect(listener).toHaveBeenLastCalledWith({ $id: 'Thing-1', _u: 4, name: 'four' });
    pushes.dispatch({ o: 'item/update', b: { item: { $id: 'Thing-1', _u: 2, name: 'old' } } });
    expect(cache.cached('Thing-1')).toMatchObject({ name: 'four' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps $labels of the read when a push brings the bare item', async () => {
    const { cache, pushes } = setup();
    cache.applyUpdate({ $id: 'Thing-2', _u: 1, $labels: { 'Org-1': 'Org' } });
    pushes.dispatch({ o: 'item/update', b: { item: { $id: 'Thing-2', _u: 2, name: 'new' } } });
    expect(cache.cached('Thing-2')).toEqual({ $id: 'Thing-2', _u: 2, name: 'new', $labels: { 'Org-1': 'Org' } });
  });

  it('sends no watches without a live socket, and re-sends them all on reconnect', async () => {
    const { cache, sent, state } = setup(false);
    cache.watchItem('Thing-1', vi.fn());
    await flush();
    expect(sent).toEqual(['read/Thing-1']);
    state.canWatch = true;
    cache.resendWatches();
    expect(sent).toEqual(['read/Thing-1', 'addWatch/Thing-1/3']);
  });

  it('clear() forgets items and watch counts; old unsubscribes do nothing', async () => {
    const { cache, sent } = setup();
    const off = cache.watchItem('Thing-1', vi.fn());
    await flush();
    cache.clear();
    expect(cache.cached('Thing-1')).toBeUndefined();
    expect(cache.watchCount('Thing-1')).toBe(0);
    off();
    expect(sent).not.toContain('removeWatch/Thing-1');
    cache.watchItem('Thing-1', vi.fn());
    await flush();
    expect(sent.filter((o) => o === 'addWatch/Thing-1/3')).toHaveLength(2);
  });

  it('a watcher joining during the first read still gets the watch announced once', async () => {
    const { cache, sent } = setup();
    const offFirst = cache.watchItem('Thing-1', vi.fn());
    const second = vi.fn();
    cache.watchItem('Thing-1', second);
    offFirst();
    await flush();
    expect(second).toHaveBeenCalledTimes(1);
    expect(sent.filter((o) => o.startsWith('addWatch/'))).toEqual(['addWatch/Thing-1/3']);
  });

  it('a newer item in the addWatch reply (missed while disconnected) reaches the watchers', async () => {
    const { cache, api } = setup();
    const listener = vi.fn();
    cache.watchItem('Thing-1', listener);
    await flush();
    api.send.mockImplementation(async (o: string) => (o.startsWith('addWatch/') ? { item: { $id: 'Thing-1', _u: 9, name: 'nine' } } : undefined));
    cache.resendWatches();
    await flush();
    expect(listener).toHaveBeenLastCalledWith(expect.objectContaining({ _u: 9, name: 'nine' }));
    expect(cache.cached('Thing-1')?._u).toBe(9);
  });

  it('a failed read rejects and can be retried', async () => {
    const { cache } = setup();
    await expect(cache.readItem('Thing-404')).rejects.toThrow('notFound');
    await expect(cache.readItem('Thing-404')).rejects.toThrow('notFound');
  });

  it('keeps a pushed item without the $noMatch list marker', () => {
    const { cache, pushes } = setup();
    pushes.dispatch({ o: 'item/update', b: { item: { $id: 'Thing-2', _u: 2, name: 'moved', $noMatch: true } } });
    expect(cache.cached('Thing-2')).toEqual({ $id: 'Thing-2', _u: 2, name: 'moved' });
  });
});
