import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { deepLinkShell } from './deepLinkShell';
import { sendFailure } from './replies';

/** Paths owned by the server: unknown ones answer 404 JSON, never the app's index.html. */
const SERVER_PREFIXES = ['/api/', '/ws', '/locale-overrides/', '/lov/', '/attachment/'];

export const CLIENT_NOT_BUILT = 'Client not built: run npm run build';

/**
 * Vite names every file under assets/ by its content hash, and the icon paths sit in a folder named
 * by the icons' version (scripts/vite/iconPaths.ts): a new build never changes one in place.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the Vite build (distDir) and answers index.html for every other GET, so client-side routes
 * such as /i-Project-3 load the app. Without a build, those paths answer 503 with a clear text.
 */
export async function registerSpaRoutes(app: FastifyInstance, distDir: string): Promise<void> {
  const built = existsSync(join(distDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: ['index.html'],
      wildcard: true,
      // The build writes .br and .gz beside each compressible file (vite.config.ts): sent by Accept-Encoding.
      preCompressed: true,
      // The shells (index.html, the deep-link ones) must be revalidated so a new build is picked up; hashed assets are cached for good.
      setHeaders: (reply, path) => {
        const file = path.replace(/\.(br|gz)$/, '');
        if (file.endsWith('.html')) reply.header('cache-control', 'no-cache');
        else if (relative(distDir, file).startsWith(`assets${sep}`)) reply.header('cache-control', IMMUTABLE);
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const serverPath = SERVER_PREFIXES.some((prefix) => path.startsWith(prefix));
    if (serverPath || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendFailure(reply, 404, 'notFound', `${request.method} ${path} does not exist`);
    }
    if (!built) return reply.code(503).type('text/plain; charset=utf-8').send(CLIENT_NOT_BUILT);
    const shell = deepLinkShell(path);
    return reply.header('cache-control', 'no-cache').sendFile(shell && existsSync(join(distDir, shell)) ? shell : 'index.html');
  });
}
