import { describe, expect, it } from 'vitest';
import type { Envelope } from '../protocol/contract';
import { openSocket, postJson } from '../testing/socketClient';
import { useOperationsTestServer } from '../testing/operationsTestServer';

const t = useOperationsTestServer();

const bearer = (value: string) => ({ authorization: `Bearer ${value}` });
const item = (envelope: unknown, headers: Record<string, string> = {}) => postJson(`${t.server.url}/api/item`, envelope, headers);

describe('POST /api/item', () => {
  it('runs an envelope through the dispatcher and answers the reply envelope', async () => {
    const response = await item({ o: 'echo/x', b: [1], s: '5' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ o: 'echo/x', s: '5', b: { body: [1], params: ['x'], user: null } });
    const authed = await item({ o: 'whoami', s: '6' }, bearer(t.token));
    expect(await authed.json()).toMatchObject({ o: 'whoami', s: '6', b: { userId: 'User-1' } });
  });

  it('answers errors as erred envelopes with a matching status', async () => {
    const anonymous = await item({ o: 'whoami', s: '1' });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ o: 'whoami', s: '1', erred: true, b: { userMessage: 'notAllowed' } });
    const unknown = await item({ o: 'nothing/here' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ erred: true, b: { userMessage: 'unknownOperation' } });
    const badToken = await item({ o: 'echo' }, bearer('garbage'));
    expect(badToken.status).toBe(401);
    expect(await badToken.json()).toMatchObject({ erred: true, b: { userMessage: 'identFailed' } });
    const expired = await t.server.tokens.issue({ uid: 'User-1' }, -10_000);
    expect(await (await item({ o: 'echo' }, bearer(expired.token))).json()).toMatchObject({ b: { userMessage: 'tokenExpired' } });
  });

  it('answers unparsable bodies with parseRequestFailed', async () => {
    const broken = await fetch(`${t.server.url}/api/item`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"o": ',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ erred: true, b: { userMessage: 'parseRequestFailed' } });
    const notObject = await item([1, 2]);
    expect(notObject.status).toBe(400);
    expect(await notObject.json()).toMatchObject({ erred: true, b: { userMessage: 'parseRequestFailed' } });
  });

  it('answers the session operations without a socket', async () => {
    expect(await (await item({ o: 'ping', s: 'p' })).json()).toEqual({ o: 'pong', s: 'p' });
    const next = (await (await item({ o: 'nextToken' }, bearer(t.token))).json()) as Envelope;
    expect(next.o).toBe('newToken');
    const fresh = (next.b as { token: string }).token;
    expect(await t.server.tokens.verify(fresh)).toMatchObject({ ok: true, claims: { uid: 'User-1' } });

    const socket = await openSocket(t.server.url);
    await socket.request({ o: 'tokenAuth', b: fresh });
    expect(await (await item({ o: 'signout' }, bearer(fresh))).json()).toEqual({ o: 'signedout' });
    expect(await socket.closed).toEqual({ code: 4000, reason: 'signedout' });
    expect((await item({ o: 'echo' }, bearer(fresh))).status).toBe(401);
  });
});

describe('streams', () => {
  async function nextPart(key: string, headers: Record<string, string> = {}) {
    const response = await fetch(`${t.server.url}/api/stream/${key}`, { headers });
    return { status: response.status, done: response.headers.get('x-vgn-stream-done'), envelope: (await response.json()) as Envelope };
  }

  it('streams pushes made during the operation, then the reply with x-vgn-stream-done', async () => {
    const response = await item({ o: 'progress', s: 'st' }, { 'x-vgn-expect-stream': 'true' });
    expect(response.status).toBe(200);
    const key = response.headers.get('x-vgn-stream-key');
    if (!key) throw new Error('no stream key');
    expect(await response.json()).toEqual({ o: 'progress', s: 'st', b: { streamKey: key } });

    expect(await nextPart(key)).toEqual({ status: 200, done: null, envelope: { o: 'progress', b: { step: 1 } } });
    expect(await nextPart(key)).toEqual({ status: 200, done: null, envelope: { o: 'progress', b: { step: 2 } } });
    expect(await nextPart(key)).toEqual({ status: 200, done: 'true', envelope: { o: 'progress', s: 'st', b: { finished: true } } });
    expect((await nextPart(key)).status).toBe(404);
  });

  it('keeps a signed-in user\u2019s stream to that user, and streams errors as the final part', async () => {
    const response = await item({ o: 'refuse', s: 'x' }, { 'x-vgn-expect-stream': 'true', ...bearer(t.token) });
    const key = response.headers.get('x-vgn-stream-key') ?? '';
    expect((await nextPart(key)).status).toBe(403);
    const last = await nextPart(key, bearer(t.token));
    expect(last).toMatchObject({ status: 200, done: 'true', envelope: { o: 'refuse', s: 'x', erred: true, b: { userMessage: 'notAllowed' } } });
  });
});
