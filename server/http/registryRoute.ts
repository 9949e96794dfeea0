import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Registry } from '../../engine/registry/registry';
import { serializeRegistry } from '../../engine/registry/serializeRegistry';
import { precompress, preferredEncoding, type PrecompressedBody } from './compression';

export const REGISTRY_ROUTE = '/api/registry';
export const DECLARATIONS_ROUTE = '/api/registry/declarations';

/**
 * Serialized and compressed (brotli and gzip) once per registry, that is per
 * registry hash: every page load asks for it, and a changed registry is a new object.
 */
const bodies = new WeakMap<Registry, { compiled?: PrecompressedBody; declarations?: PrecompressedBody }>();

function bodyOf(registry: Registry, which: 'compiled' | 'declarations'): PrecompressedBody {
  const cached = bodies.get(registry) ?? {};
  bodies.set(registry, cached);
  cached[which] ??= precompress(
    JSON.stringify(which === 'compiled' ? serializeRegistry(registry) : { hash: registry.hash, bundles: registry.bundles, runtimeTypes: registry.runtimeTypes }),
  );
  return cached[which];
}

/** The registry hash is the ETag of both answers: a client holding the current one gets 304. */
function answer(request: FastifyRequest, reply: FastifyReply, registry: Registry, which: 'compiled' | 'declarations'): FastifyReply {
  const etag = `"${registry.hash}"`;
  void reply.header('etag', etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding !== 'identity') void reply.header('content-encoding', encoding);
  return reply.type('application/json; charset=utf-8').send(bodyOf(registry, which)[encoding]);
}

/**
 * GET /api/registry: the registry the server compiled (engine/registry/serializeRegistry), which the
 * client uses as it comes. GET /api/registry/declarations: the declarations as written it was
 * built from (built-in bundles and administrator types), for the administrator type editor's
 * local checks and `npm run codegen -- --from <url>`. Both public: declarations hold no user data,
 * and the sign-in and item pages need the registry before a token exists.
 */
export function registerRegistryRoute(app: FastifyInstance, registry: () => Registry): void {
  app.get(REGISTRY_ROUTE, (request, reply) => answer(request, reply, registry(), 'compiled'));
  app.get(DECLARATIONS_ROUTE, (request, reply) => answer(request, reply, registry(), 'declarations'));
}
