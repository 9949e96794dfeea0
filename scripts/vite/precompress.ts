import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats the browser fetches (source maps are left out: only developer tools ask for them). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this size the headers outweigh the saving. */
const MIN_BYTES = 1024;
/** A compressed copy is kept only when it saves at least this share. */
const MIN_SAVING = 0.1;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Writes file.br (brotli, highest quality) and file.gz (gzip level 9) when they are worth it. */
export async function precompressFile(file: string): Promise<void> {
  const content = await readFile(file);
  if (content.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
    gzipAsync(content, { level: 9 }),
  ]);
  const worth = (compressed: Buffer): boolean => compressed.length <= content.length * (1 - MIN_SAVING);
  await Promise.all([worth(br) ? writeFile(`${file}.br`, br) : undefined, worth(gz) ? writeFile(`${file}.gz`, gz) : undefined]);
}

/**
 * Compresses the build output once, at build time, so the server sends .br/.gz files as they are
 * (@fastify/static preCompressed) instead of compressing every answer again.
 */
export function precompressBuild(): Plugin {
  let outDir = '';
  return {
    name: 'vgn-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(files.map(precompressFile));
    },
  };
}
