import { describe, expect, it, vi } from 'vitest';
import { ApiClient } from './apiClient';
import { PushDispatcher } from './pushDispatcher';

function setup(ready: boolean, maxMessageBytes = 1_048_576) {
  const socket = { isReady: vi.fn(() => ready), request: vi.fn(async () => 'by socket') };
  const http = { send: vi.fn(async () => 'by http') };
  const pushes = new PushDispatcher();
  const client = new ApiClient({ socket, http, pushes, maxMessageBytes: () => maxMessageBytes });
  return { client, socket, http, pushes };
}

describe('ApiClient', () => {
  it('uses the socket when it is ready', async () => {
    const { client, socket, http } = setup(true);
    await expect(client.send('read/A-1')).resolves.toBe('by socket');
    expect(socket.request).toHaveBeenCalledWith('read/A-1', undefined, {});
    expect(http.send).not.toHaveBeenCalled();
  });

  it('passes an explicit timeout to the socket', async () => {
    const { client, socket } = setup(true);
    await client.send('read/A-1', undefined, { timeoutMs: 5 });
    expect(socket.request).toHaveBeenCalledWith('read/A-1', undefined, { timeoutMs: 5 });
  });

  it('falls back to HTTP when the socket is not ready', async () => {
    const { client, socket, http } = setup(false);
    await expect(client.send('read/A-1', undefined, { stream: true })).resolves.toBe('by http');
    expect(http.send).toHaveBeenCalledWith('read/A-1', undefined, { stream: true });
    expect(socket.request).not.toHaveBeenCalled();
  });

  it('sends messages larger than wsMaxMsgSize by HTTP even with the socket ready', async () => {
    const { client, socket, http } = setup(true, 1000);
    await expect(client.send('update', { text: 'x'.repeat(2000) })).resolves.toBe('by http');
    await expect(client.send('update', { text: 'x'.repeat(10) })).resolves.toBe('by socket');
    expect(http.send).toHaveBeenCalledTimes(1);
    expect(socket.request).toHaveBeenCalledTimes(1);
  });

  it('gives act/ operations the default body vgn-0', async () => {
    const { client, socket } = setup(true);
    await client.send('act/rolesAvailable');
    expect(socket.request).toHaveBeenCalledWith('act/rolesAvailable', { _t: 'vgn', _i: 0 }, {});
    await client.send('act/isAllowed', { id: 'A-1', actions: ['read'] });
    expect(socket.request).toHaveBeenLastCalledWith('act/isAllowed', { id: 'A-1', actions: ['read'] }, {});
  });

  it('subscribes push handlers through the dispatcher', () => {
    const { client, pushes } = setup(true);
    const handler = vi.fn();
    const off = client.onPush('taskUpdate', handler);
    pushes.dispatch({ o: 'taskUpdate', b: 1 });
    off();
    pushes.dispatch({ o: 'taskUpdate', b: 2 });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith(1, 'taskUpdate');
  });
});
