import type { FastifyInstance } from 'fastify';
import type { Authenticator } from '../auth/authenticator';
import { authenticateRequest } from '../http/bearer';
import { sendFailure } from '../http/replies';
import type { TypeDefService } from './typeDefService';

export const EXPORT_PATH = '/api/type-defs/export';
export const EXPORT_FILE_NAME = 'type-definitions.json';

/**
 * GET /api/type-defs/export with an administrator's bearer token: the export file as a download
 * (what act/exportTypeDefs answers), which act/importTypeDefs and `npm run codegen -- --from` read.
 */
export function registerTypeDefExportRoute(app: FastifyInstance, authenticator: Authenticator, service: TypeDefService): void {
  app.get(EXPORT_PATH, async (request, reply) => {
    const auth = await authenticateRequest(request, authenticator);
    if (!auth.ok) return sendFailure(reply, 401, auth.userMessage, auth.sysMessage);
    if (auth.session === null) return sendFailure(reply, 401, 'notAllowed', 'sign in as an administrator (Authorization: Bearer <token>)');
    if (!auth.session.actor.admin) return sendFailure(reply, 403, 'notAllowed', 'type definitions are for administrators only');
    return reply
      .header('content-disposition', `attachment; filename="${EXPORT_FILE_NAME}"`)
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(`${JSON.stringify(service.exportFile(), null, 2)}\n`);
  });
}
