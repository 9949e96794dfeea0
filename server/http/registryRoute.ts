import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Registry } from '../../engine/registry/registry';
import { serializeRegistry } from '../../engine/registry/serializeRegistry';

export const REGISTRY_ROUTE = '/api/registry';
export const DECLARATIONS_ROUTE = '/api/registry/declarations';

/** Serialized once per registry: every page load asks for it. */
const bodies = new WeakMap<Registry, { compiled?: string; declarations?: string }>();

function bodyOf(registry: Registry, which: 'compiled' | 'declarations'): string {
  const cached = bodies.get(registry) ?? {};
  bodies.set(registry, cached);
  cached[which] ??= JSON.stringify(
    which === 'compiled' ? serializeRegistry(registry) : { hash: registry.hash, bundles: registry.bundles, runtimeTypes: registry.runtimeTypes },
  );
  return cached[which];
}

/** The registry hash is the ETag of both answers: a client holding the current one gets 304. */
function answer(request: FastifyRequest, reply: FastifyReply, registry: Registry, which: 'compiled' | 'declarations'): FastifyReply {
  const etag = `"${registry.hash}"`;
  void reply.header('etag', etag).header('cache-control', 'no-cache');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(bodyOf(registry, which));
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
