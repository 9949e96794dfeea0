import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Envelope } from './envelope';
import { HttpTransport, type HttpTransportOptions } from './httpTransport';
import { fakeFetch, headerOf, jsonResponse, type FakeAnswer } from './testing/fakeFetch';

function setup(answers: FakeAnswer[], overrides: Partial<HttpTransportOptions> = {}) {
  const { fetch, calls } = fakeFetch(answers);
  const messages: Envelope[] = [];
  const counters = { failures: 0, successes: 0 };
  const onAuthRejected = vi.fn();
  const transport = new HttpTransport({
    fetch,
    token: () => 'tok',
    timeoutMs: () => 60_000,
    onMessage: (e) => messages.push(e),
    onNetworkFailure: () => (counters.failures += 1),
    onNetworkSuccess: () => (counters.successes += 1),
    onAuthRejected,
    ...overrides,
  });
  return { transport, calls, messages, counters, onAuthRejected };
}

describe('HttpTransport.send', () => {
  it('POSTs the envelope to /api/item with the bearer token and resolves with b', async () => {
    const { transport, calls } = setup([jsonResponse({ o: 'read/A-1', s: 'h1', b: { $id: 'A-1' } })]);
    await expect(transport.send('read/A-1', undefined)).resolves.toEqual({ $id: 'A-1' });
    expect(calls[0]?.url).toBe('/api/item');
    expect(calls[0]?.init.method).toBe('POST');
    expect(headerOf(calls[0], 'Authorization')).toBe('Bearer tok');
    expect(headerOf(calls[0], 'Content-Type')).toBe('application/json');
    expect(headerOf(calls[0], 'X-VGN-Expect-Stream')).toBeUndefined();
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ o: 'read/A-1', s: 'h1' });
  });

  it('sends no Authorization header without a token', async () => {
    const { transport, calls } = setup([jsonResponse({ o: 'ping', b: null })], { token: () => null });
    await transport.send('ping', undefined);
    expect(headerOf(calls[0], 'Authorization')).toBeUndefined();
  });

  it('rejects an erred envelope (any status) with the server messages', async () => {
    const { transport } = setup([jsonResponse({ o: 'read/A-1', erred: true, b: { userMessage: 'notAllowed', sysMessage: 'nope' } }, { status: 403 })]);
    await expect(transport.send('read/A-1', undefined)).rejects.toMatchObject({ userMessage: 'notAllowed', sysMessage: 'nope' });
  });

  it('keeps extra members of the error body as details', async () => {
    const { transport } = setup([
      jsonResponse({ o: 'update', erred: true, b: { userMessage: 'invalid', sysMessage: 'x', fields: { name: 'errors.required' } } }, { status: 400 }),
    ]);
    await expect(transport.send('update', {})).rejects.toMatchObject({ details: { fields: { name: 'errors.required' } } });
  });

  it('an empty response is errors.emptyResponse', async () => {
    const { transport } = setup([new Response('', { status: 200 })]);
    await expect(transport.send('read/A-1', undefined)).rejects.toMatchObject({ userMessage: 'emptyResponse', sysMessage: 'POST response data is empty.' });
  });

  it('a network failure is errors.networkError and counts as a failure', async () => {
    const { transport, counters } = setup([new TypeError('Failed to fetch')]);
    await expect(transport.send('read/A-1', undefined)).rejects.toMatchObject({ userMessage: 'networkError', sysMessage: 'Failed to fetch' });
    expect(counters).toEqual({ failures: 1, successes: 0 });
  });

  it('reports a refused bearer token to the session', async () => {
    const { transport, onAuthRejected } = setup([jsonResponse({ o: 'read/A-1', erred: true, b: { userMessage: 'tokenExpired', sysMessage: 'old' } }, { status: 401 })]);
    await expect(transport.send('read/A-1', undefined)).rejects.toMatchObject({ userMessage: 'tokenExpired' });
    expect(onAuthRejected).toHaveBeenCalledWith(expect.objectContaining({ userMessage: 'tokenExpired' }));
  });

  it('a non-envelope error body still becomes an ApiError', async () => {
    const { transport } = setup([jsonResponse({ userMessage: 'badRequest', sysMessage: 'bad' }, { status: 400 })]);
    await expect(transport.send('x', undefined)).rejects.toMatchObject({ userMessage: 'badRequest' });
  });
});

describe('HttpTransport streams', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends X-VGN-Expect-Stream and reads /api/stream/{key} until done, pushing the parts', async () => {
    const { transport, calls, messages } = setup([
      jsonResponse({ o: 'act/import', s: 'h1', b: { streamKey: 'k1' } }, { headers: { 'x-vgn-stream-key': 'k1' } }),
      jsonResponse({ o: 'taskUpdate', b: { percentageComplete: 50 } }),
      jsonResponse({ o: 'stream:k1', b: { pending: true } }),
      jsonResponse({ o: 'act/import', s: 'h1', b: { imported: 3 } }, { headers: { 'x-vgn-stream-done': 'true' } }),
    ]);
    await expect(transport.send('act/import', { file: 'x' }, { stream: true })).resolves.toEqual({ imported: 3 });
    expect(headerOf(calls[0], 'X-VGN-Expect-Stream')).toBe('true');
    expect(calls.slice(1).map((c) => c.url)).toEqual(['/api/stream/k1', '/api/stream/k1', '/api/stream/k1']);
    expect(headerOf(calls[1], 'Authorization')).toBe('Bearer tok');
    expect(messages).toEqual([{ o: 'taskUpdate', b: { percentageComplete: 50 } }]);
  });

  it('an erred final part rejects', async () => {
    const { transport } = setup([
      jsonResponse({ o: 'act/import', b: { streamKey: 'k2' } }, { headers: { 'x-vgn-stream-key': 'k2' } }),
      jsonResponse({ o: 'act/import', erred: true, b: { userMessage: 'generalFailure', sysMessage: 'internal' } }, { headers: { 'x-vgn-stream-done': 'true' } }),
    ]);
    await expect(transport.send('act/import', {}, { stream: true })).rejects.toMatchObject({ userMessage: 'generalFailure' });
  });

  it('waits a little before polling again after an empty part', async () => {
    const { transport, calls } = setup([new Response('', { status: 200 }), jsonResponse({ o: 'x', b: 1 }, { headers: { 'x-vgn-stream-done': 'true' } })], {
      emptyPollDelayMs: 500,
    });
    const result = transport.readStream('k3');
    await vi.advanceTimersByTimeAsync(499);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe(1);
    expect(calls).toHaveLength(2);
  });

  it('a missing stream (404) rejects with the server error', async () => {
    const { transport } = setup([jsonResponse({ o: 'stream:k4', erred: true, b: { userMessage: 'streamNotFound', sysMessage: 'gone' } }, { status: 404 })]);
    await expect(transport.readStream('k4')).rejects.toMatchObject({ userMessage: 'streamNotFound' });
  });

  it('without the stream option a stream key header is ignored', async () => {
    const { transport, calls } = setup([jsonResponse({ o: 'x', b: { streamKey: 'k5' } }, { headers: { 'x-vgn-stream-key': 'k5' } })]);
    await expect(transport.send('x', undefined)).resolves.toEqual({ streamKey: 'k5' });
    expect(calls).toHaveLength(1);
  });

  it('times out with errors.wsMsgTimeout after httpTimeout', async () => {
    const hanging = (call: { init: RequestInit }) =>
      new Promise<Response>((_resolve, reject) => {
        call.init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const { transport, counters } = setup([hanging], { timeoutMs: () => 5_000 });
    const result = transport.send('slow', undefined).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await result).toMatchObject({ userMessage: 'wsMsgTimeout', values: { seconds: 5 } });
    expect(counters.failures).toBe(0);
  });
});

describe('HttpTransport.fetchLarge', () => {
  it('GETs /ws-{o} and returns the envelope', async () => {
    const { transport, calls } = setup([jsonResponse({ o: 'search/ids', s: '4', b: { ids: [] } })]);
    await expect(transport.fetchLarge({ o: 'lrg/abc', s: '4' })).resolves.toEqual([{ o: 'search/ids', s: '4', b: { ids: [] } }]);
    expect(calls[0]?.url).toBe('/ws-lrg/abc');
    expect(headerOf(calls[0], 'Authorization')).toBe('Bearer tok');
  });

  it('rejects when the message is gone', async () => {
    const { transport } = setup([jsonResponse({ o: 'lrg/abc', erred: true, b: { userMessage: 'notFound', sysMessage: 'fetched or expired' } }, { status: 404 })]);
    await expect(transport.fetchLarge({ o: 'lrg/abc' })).rejects.toMatchObject({ userMessage: 'notFound' });
  });
});
