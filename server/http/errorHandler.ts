import type { FastifyError, FastifyInstance } from 'fastify';
import { UNPARSED_OPERATION, errorReply } from '../protocol/envelope';

/**
 * Errors fastify raises before a handler runs (unparsable JSON, body too large) and unexpected
 * handler errors. /api/item answers them as an erred envelope, other routes as {userMessage, sysMessage}.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    let userMessage = 'generalFailure';
    if (status === 413) userMessage = 'tooLarge';
    else if (status === 415 || error.code?.startsWith('FST_ERR_CTP')) userMessage = 'parseRequestFailed';
    else if (status >= 400 && status < 500) userMessage = 'badRequest';
    const sysMessage = status >= 500 ? 'internal error; see the server log' : error.message;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const body = request.url.startsWith('/api/item')
      ? errorReply({ o: UNPARSED_OPERATION }, userMessage, sysMessage)
      : { userMessage, sysMessage };
    return reply.code(status).send(body);
  });
}
