import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInRegistry } from '../main';
import { preferredEncoding, registerCompression } from './compression';
import { registerRegistryRoute } from './registryRoute';
import { IMMUTABLE, registerSpaRoutes } from './spaRoutes';

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0 and *', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('identity')).toBe('identity');
    expect(preferredEncoding(undefined)).toBe('identity');
  });
});

describe('compressed answers', () => {
  let app: FastifyInstance;
  let distDir: string;
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'vgn-compression-'));
    writeFileSync(join(distDir, 'index.html'), `<!doctype html><title>app</title>${'<!-- shell -->'.repeat(200)}`);
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'assets', 'main-abc123.js'), script);
    writeFileSync(join(distDir, 'assets', 'main-abc123.js.br'), brotliCompressSync(script));
    app = Fastify();
    await registerCompression(app);
    registerRegistryRoute(app, await builtInRegistry());
    app.get('/api/large', () => ({ rows: Array.from({ length: 200 }, (_, i) => ({ id: `Contact-${i}`, name: 'A contact name' })) }));
    await registerSpaRoutes(app, distDir);
  });

  afterAll(async () => {
    await app.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('sends the registry as brotli or gzip, the same JSON either way, with its ETag', async () => {
    const plain = await app.inject({ url: '/api/registry' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await app.inject({ url: '/api/registry', headers: { 'accept-encoding': 'gzip, br' } });
    const gzip = await app.inject({ url: '/api/registry', headers: { 'accept-encoding': 'gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
    const unchanged = await app.inject({ url: '/api/registry', headers: { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) } });
    expect(unchanged.statusCode).toBe(304);
  });

  it('compresses other JSON replies when asked', async () => {
    const reply = await app.inject({ url: '/api/large', headers: { 'accept-encoding': 'gzip' } });
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(reply.rawPayload).toString())).toMatchObject({ rows: expect.any(Array) });
  });

  it('sends the precompressed build file, cached for a year, and the shell revalidated', async () => {
    const asset = await app.inject({ url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe(IMMUTABLE);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe(script);
    // Without a .gz beside it, gzip is made on the fly.
    const gzipped = await app.inject({ url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);
    for (const url of ['/', '/my-contacts']) {
      const shell = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(shell.headers['cache-control']).toBe('no-cache');
      expect(shell.headers['content-encoding']).toBe('gzip');
    }
  });
});
