import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendFailure } from './replies';

/** Paths owned by the server: unknown ones answer 404 JSON, never the app's index.html. */
const SERVER_PREFIXES = ['/api/', '/ws', '/locale-overrides/', '/lov/', '/attachment/'];

export const CLIENT_NOT_BUILT = 'Client not built: run npm run build';

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
      // The shell must be revalidated so a new build is picked up; hashed assets may be cached.
      setHeaders: (reply, path) => {
        if (path.endsWith('index.html')) reply.header('cache-control', 'no-cache');
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
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
