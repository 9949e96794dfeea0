import type { FastifyInstance } from 'fastify';
import type { Registry } from '../../engine/registry/registry';

/**
 * GET /api/registry: every declaration the server runs with (built-in bundles and administrator
 * types), so the client builds the very same registry. Public: declarations hold no user data, and
 * the sign-in and item pages need them before a token exists. The hash is the ETag.
 */
export function registerRegistryRoute(app: FastifyInstance, registry: () => Registry): void {
  app.get('/api/registry', (request, reply) => {
    const current = registry();
    const etag = `"${current.hash}"`;
    void reply.header('etag', etag).header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return { hash: current.hash, bundles: current.bundles, runtimeTypes: current.runtimeTypes };
  });
}
