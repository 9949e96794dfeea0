import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isItemId } from '../../engine/ids';
import type { Registry } from '../../engine/registry/registry';
import type { Authenticator } from '../auth/authenticator';
import { authenticateRequest } from '../http/bearer';
import { sendFailure } from '../http/replies';
import type { PermissionService } from '../permissions/permissionService';
import { lovReplyBody } from './lovReply';
import { holdsOwnerRight } from './ownerRights';
import type { LovValueIndex } from './lovValueIndex';

export interface LovRouteDeps {
  authenticator: Authenticator;
  registry: () => Registry;
  permissions: PermissionService;
  index: LovValueIndex;
}

interface LovParams {
  locale: string;
  list: string;
  ownerId?: string;
}

/** "en", "fr", "fr-CA" ... */
const LOCALE_PATTERN = /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/;

/**
 * GET /lov/{locale}/{list}[/{ownerId}] (platform spec section 7): `{ "": shared values, ownerId:
 * the owner's own values }`, each `{ key: { t: label in the locale (fallback en), state } }`.
 * Bearer optional: anonymous readers get the declared values and the PUBLIC LOVValue items. A
 * LOVValue shows only to readers of that item (the one read rule), an owner's values only to
 * readers of the owner (members of an organization included, see holdsOwnerRight); an owner the caller may not read is left out, not refused, so forms still
 * get the shared values. The answer depends on the reader: Cache-Control private.
 */
export function registerLovRoute(app: FastifyInstance, deps: LovRouteDeps): void {
  const handler = async (request: FastifyRequest<{ Params: LovParams }>, reply: FastifyReply) => {
    const { locale, list, ownerId } = request.params;
    const auth = await authenticateRequest(request, deps.authenticator);
    if (!auth.ok) return sendFailure(reply, 401, auth.userMessage, auth.sysMessage);
    if (!LOCALE_PATTERN.test(locale)) return sendFailure(reply, 400, 'badRequest', `not a locale: ${JSON.stringify(locale)}`);
    if (ownerId !== undefined && !isItemId(ownerId)) return sendFailure(reply, 400, 'invalidId', `Invalid id: ${JSON.stringify(ownerId)}`);
    const lov = deps.registry().lovs.get(list);
    if (!lov) return sendFailure(reply, 404, 'notFound', `no list of values ${JSON.stringify(list)}`);
    const actor = auth.session?.actor ?? null;
    const owner = ownerId !== undefined && lov.ownerType !== undefined && holdsOwnerRight(deps.permissions, actor, ownerId, 'read') ? ownerId : undefined;
    const stored = deps.index.storedValues(lov.key, deps.permissions.readFilter(actor));
    void reply.header('cache-control', 'private');
    return lovReplyBody(lov, locale, stored, owner);
  };
  app.get('/lov/:locale/:list', handler);
  app.get('/lov/:locale/:list/:ownerId', handler);
}
