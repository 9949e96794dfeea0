import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Content encodings the server sends, best first. */
export type ContentEncoding = 'br' | 'gzip' | 'identity';

/**
 * What is worth compressing: text, JSON, JavaScript, XML and SVG. Not octet-stream (attachments
 * are mostly compressed formats already) and never event streams.
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)|javascript(?:;|$)|^image\/svg\+xml/;

/** The best encoding the Accept-Encoding header allows (q=0 refuses one), br before gzip. */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): ContentEncoding {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
    if (name !== '') accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const allows = (encoding: string): boolean => (accepted.get(encoding) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return 'identity';
}

/** A body compressed once for the answers that many requests share (the registry): brotli 9 costs a fifth of 11 for a few per cent more bytes. */
export interface PrecompressedBody {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export function precompress(text: string): PrecompressedBody {
  const identity = Buffer.from(text, 'utf8');
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

/**
 * Compresses dynamic answers (JSON API replies over 1 KiB, index.html) by Accept-Encoding, brotli
 * at a fast level. Answers that already carry a Content-Encoding (precompressed build files served
 * by @fastify/static, the cached registry) pass untouched. Registered before any route.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: COMPRESSIBLE,
  });
}
