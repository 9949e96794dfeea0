import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Authenticator } from '../auth/authenticator';
import { answer, sendFailure } from '../http/replies';
import { IMAGE_VARIANTS, isImageVariant, type ImageVariants } from './imageVariants';
import type { Actor } from '../protocol/contract';
import { mediaAuth } from './mediaAuth';
import type { MediaLookup, MediaResolver } from './mediaLookup';
import { sendMedia } from './mediaReply';

function queryParam(request: FastifyRequest, name: string): string | undefined {
  const query: unknown = request.query;
  const value: unknown = typeof query === 'object' && query !== null ? (query as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : undefined;
}

function pathParam(request: FastifyRequest, name: string): string {
  const params: unknown = request.params;
  const value: unknown = typeof params === 'object' && params !== null ? (params as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : '';
}

export interface MediaRouteDeps {
  authenticator: Authenticator;
  media: MediaResolver;
  variants: ImageVariants;
}

/**
 * GET /attachment/{id}[/{name}]: an attachment's content for readers of the Attachment item (name
 * is cosmetic: the browser's download name). The image routes answer an image or 404:
 * GET /api/attachment/{uppyID}, GET /api/item-id-image/{itemId} (the item's avatar),
 * GET /api/item-uuid-image/{uuid} (the avatar of the item with that _uuid). `?variant=` answers a
 * resized copy (thumbnail, small, medium, large: imageVariants.ts); without it, the original.
 * Tokens: Authorization header, access_token query parameter or vgn-token cookie (see mediaAuth).
 */
export function registerMediaRoutes(app: FastifyInstance, deps: MediaRouteDeps): void {
  /** Runs a lookup for the asking actor with the route's one path parameter; answers 401 for a bad token. */
  const withActor =
    (name: string, lookup: (actor: Actor | null, param: string, request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const auth = await mediaAuth(request, deps.authenticator);
      if (!auth.ok) return sendFailure(reply, 401, auth.userMessage, auth.sysMessage);
      return lookup(auth.session?.actor ?? null, pathParam(request, name), request, reply);
    };

  const attachment = withActor('id', (actor, id, request, reply) => {
    const found = deps.media.attachment(actor, id);
    if (found.found) return sendMedia(request, reply, found.content);
    return found.reason === 'notAllowed'
      ? sendFailure(reply, 403, 'notAllowed', `${id} is not readable`)
      : sendFailure(reply, 404, 'notFound', `no content for ${id}`);
  });
  app.get('/attachment/:id', attachment);
  app.get('/attachment/:id/:name', attachment);

  /**
   * An image route: the Attachment the resolver names, when it is an image the actor reads; with
   * `?variant=` (IMAGE_VARIANTS) a resized copy, made once and cached.
   */
  const image = async (lookup: () => MediaLookup | undefined, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const variant = queryParam(request, 'variant');
    if (variant !== undefined && variant !== '' && !isImageVariant(variant)) {
      return sendFailure(reply, 400, 'unknownImageVariant', `variant must be one of ${Object.keys(IMAGE_VARIANTS).join(', ')}`);
    }
    const found = lookup();
    if (!found?.found || !found.content.contentType.startsWith('image/')) return sendFailure(reply, 404, 'notFound', 'no image');
    if (variant === undefined || variant === '') return sendMedia(request, reply, found.content);
    const resized = await answer(reply, () => deps.variants.variantOf(found.content, variant));
    // A refusal was already sent (what send returns differs once reply hooks such as compression run).
    if (reply.sent || typeof resized !== 'object' || resized === null) return reply;
    return 'sha256' in resized ? sendMedia(request, reply, resized) : reply;
  };
  app.get(
    '/api/attachment/:uppyID',
    withActor('uppyID', (actor, uppyId, request, reply) =>
      image(() => {
        const id = deps.media.attachmentIdByUppyId(actor, uppyId);
        return id === undefined ? undefined : deps.media.attachment(actor, id);
      }, request, reply),
    ),
  );
  // Pictures of items: shown to whoever reads the item (mediaLookup.ts avatar).
  app.get(
    '/api/item-id-image/:itemId',
    withActor('itemId', (actor, itemId, request, reply) => image(() => deps.media.avatar(actor, itemId), request, reply)),
  );
  app.get(
    '/api/item-uuid-image/:uuid',
    withActor('uuid', (actor, uuid, request, reply) => {
      const itemId = deps.media.itemIdByUuid(actor, uuid);
      return image(() => (itemId === undefined ? undefined : deps.media.avatar(actor, itemId)), request, reply);
    }),
  );
}
