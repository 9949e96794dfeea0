import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../app';
import { openSocket, postJson } from '../testing/socketClient';
import { removeDataDir, startTestServer, usersOnlyModule } from '../testing/testServer';
import type { Envelope } from './contract';
import { CLOSE } from './closeCodes';
import { testOperationsModule } from './testOperations';

let server: RunningServer;
let distDir: string;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'vgn-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>t</title>');
  writeFileSync(join(distDir, 'assets', 'app.js'), 'export {};');
  server = await startTestServer({
    modules: [usersOnlyModule, testOperationsModule],
    config: {
      distDir,
      // A small socket bucket and queue so a flood trips them quickly; the address bucket stays wide
      // because every test client shares 127.0.0.1.
      requestLimits: { socket: { perSecond: 100, burst: 5 }, address: { perSecond: 10_000, burst: 10_000 }, socketQueue: 20 },
      httpBodyLimit: 64 * 1024,
    },
  });
});
afterAll(async () => {
  await server.close();
  removeDataDir(server.config.dataDir);
  rmSync(distDir, { recursive: true, force: true });
});

describe('socket flood', () => {
  it('closes a socket whose unanswered requests overflow its queue, with tooManyRequests, while others are answered', async () => {
    const flooder = await openSocket(server.url);
    const other = await openSocket(server.url);
    for (let index = 0; index < 500; index += 1) flooder.send({ o: 'echo', b: index, s: `f${index}` });
    expect(await flooder.next((reply) => reply.erred === true)).toMatchObject({ erred: true, b: { userMessage: 'tooManyRequests' } });
    expect(await flooder.closed).toEqual({ code: CLOSE.tooManyRequests.code, reason: CLOSE.tooManyRequests.reason });
    expect(await other.request({ o: 'ping', s: 'p1' })).toEqual({ o: 'pong', s: 'p1' });
    expect(await other.request({ o: 'echo', b: 'still here' })).toMatchObject({ o: 'echo', b: { body: 'still here' } });
    other.close();
  });

  it('slows a burst beyond the bucket instead of refusing it when the queue holds it', async () => {
    const socket = await openSocket(server.url);
    const sent = Array.from({ length: 15 }, (_, index) => `b${index}`);
    for (const s of sent) socket.send({ o: 'echo', b: s, s });
    const replies: Envelope[] = [];
    for (const s of sent) replies.push(await socket.next((reply) => reply.s === s));
    expect(replies.every((reply) => reply.erred === undefined)).toBe(true);
    expect(await socket.request({ o: 'ping', s: 'after' })).toEqual({ o: 'pong', s: 'after' });
    socket.close();
  });
});

describe('HTTP fallback', () => {
  it('refuses a body over the limit with tooLarge', async () => {
    const response = await postJson(`${server.url}/api/item`, { o: 'length', b: 'x'.repeat(100 * 1024) });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ erred: true, b: { userMessage: 'tooLarge' } });
  });

  it('limits requests per address with tooManyRequests and Retry-After', async () => {
    const limited = await startTestServer({
      modules: [usersOnlyModule, testOperationsModule],
      config: { requestLimits: { socket: { perSecond: 1, burst: 3 }, address: { perSecond: 1, burst: 3 }, socketQueue: 10 } },
    });
    try {
      const statuses: number[] = [];
      let last: Response | null = null;
      for (let index = 0; index < 5; index += 1) {
        last = await postJson(`${limited.url}/api/item`, { o: 'echo', b: index });
        statuses.push(last.status);
      }
      expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
      expect(statuses[4]).toBe(429);
      expect(last?.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await last?.json()).toMatchObject({ erred: true, b: { userMessage: 'tooManyRequests' } });
    } finally {
      await limited.close();
      removeDataDir(limited.config.dataDir);
    }
  });
});

describe('security headers', () => {
  const expectHeaders = (response: Response): void => {
    const csp = response.headers.get('content-security-policy') ?? '';
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "default-src 'self'", "script-src 'self'"]) {
      expect(csp).toContain(directive);
    }
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
  };

  it('are on API replies, errors, static files, the app shell and 404s', async () => {
    const api = await postJson(`${server.url}/api/item`, { o: 'echo', b: 1 });
    expect(api.status).toBe(200);
    expectHeaders(api);
    const crash = await postJson(`${server.url}/api/item`, { o: 'crash' });
    expect(crash.status).toBe(500);
    expectHeaders(crash);
    const unparsable = await fetch(`${server.url}/api/item`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' });
    expect(unparsable.status).toBe(400);
    expectHeaders(unparsable);
    const asset = await fetch(`${server.url}/assets/app.js`);
    expect(asset.status).toBe(200);
    expectHeaders(asset);
    const shell = await fetch(`${server.url}/i-Project-3`);
    expect(await shell.text()).toContain('<title>t</title>');
    expectHeaders(shell);
    const missing = await fetch(`${server.url}/api/nothing-here`);
    expect(missing.status).toBe(404);
    expectHeaders(missing);
    expect(api.headers.get('strict-transport-security')).toBeNull();
  });

  it('add HSTS over https: PUBLIC_URL https, or X-Forwarded-Proto behind a trusted proxy', async () => {
    const https = await startTestServer({ config: { publicUrl: 'https://vgn.example.org' } });
    const proxied = await startTestServer({ config: { trustProxy: true } });
    try {
      expect((await fetch(`${https.url}/api/nothing`)).headers.get('strict-transport-security')).toContain('max-age=');
      const forwarded = await fetch(`${proxied.url}/api/nothing`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(forwarded.headers.get('strict-transport-security')).toContain('max-age=');
      expect((await fetch(`${proxied.url}/api/nothing`)).headers.get('strict-transport-security')).toBeNull();
      // Without TRUST_PROXY the header is anyone's to send: no HSTS.
      expect((await fetch(`${server.url}/api/nothing`, { headers: { 'x-forwarded-proto': 'https' } })).headers.get('strict-transport-security')).toBeNull();
    } finally {
      for (const running of [https, proxied]) {
        await running.close();
        removeDataDir(running.config.dataDir);
      }
    }
  });
});
