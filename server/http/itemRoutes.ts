import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Authenticator } from '../auth/authenticator';
import type { Envelope } from '../protocol/contract';
import type { Dispatcher } from '../protocol/dispatcher';
import { UNPARSED_OPERATION, errorReply, parseEnvelope } from '../protocol/envelope';
import type { LargeResults } from '../protocol/largeResults';
import type { RequestScheduler } from '../protocol/requestScheduler';
import type { StreamBuffers } from '../protocol/streams';
import { authenticateRequest } from './bearer';
import { HttpConnection } from './httpConnection';
import type { HttpSessionDeps } from './sessionOverHttp';
import { sessionOverHttp } from './sessionOverHttp';

export const STREAM_KEY_HEADER = 'x-vgn-stream-key';
export const STREAM_DONE_HEADER = 'x-vgn-stream-done';
export const EXPECT_STREAM_HEADER = 'x-vgn-expect-stream';

export interface ItemRouteDeps extends HttpSessionDeps {
  authenticator: Authenticator;
  dispatcher: Dispatcher;
  streams: StreamBuffers;
  largeResults: LargeResults;
  /** Upper bound for envelopes sent over HTTP. */
  bodyLimit: number;
  /** How long one GET /api/stream/{key} waits for the next part. */
  streamWaitMs: number;
  /** Its address buckets limit POST /api/item as they limit the sockets of the same client. */
  scheduler: RequestScheduler;
}

function sendEnvelope(reply: FastifyReply, status: number, envelope: Envelope): FastifyReply {
  return reply.code(status).type('application/json').send(envelope);
}

/**
 * The HTTP fallback of the socket: POST /api/item runs one envelope through the same dispatcher
 * (optionally as a stream), GET /api/stream/{key} hands out stream parts, GET /ws-lrg/{key} hands
 * out large socket messages. See server/protocol/README.md.
 */
export function registerItemRoutes(app: FastifyInstance, deps: ItemRouteDeps): void {
  // onRequest runs before the body is read: a flooding address is refused without parsing what it sent.
  const limitRate = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (deps.scheduler.takeAddressToken(request.ip)) {
      // Heard before the body is read: background work gives way while it arrives (bulk deriver).
      reply.raw.once('close', deps.scheduler.arrived());
      return;
    }
    reply.header('retry-after', String(deps.scheduler.retryAfterSeconds(request.ip)));
    await sendEnvelope(reply, 429, errorReply({ o: UNPARSED_OPERATION }, 'tooManyRequests', 'too many requests from this address; retry later'));
  };

  app.post('/api/item', { bodyLimit: deps.bodyLimit, onRequest: limitRate }, async (request, reply) => {
    const parsed = parseEnvelope(request.body);
    if (!parsed.ok) return sendEnvelope(reply, 400, parsed.reply);
    const envelope = parsed.envelope;
    const auth = await authenticateRequest(request, deps.authenticator);
    if (!auth.ok) return sendEnvelope(reply, 401, errorReply(envelope, auth.userMessage, auth.sysMessage));
    const session = await sessionOverHttp(envelope, auth.session, deps);
    if (session) return sendEnvelope(reply, session.status, session.reply);
    const actor = auth.session?.actor ?? null;

    if (request.headers[EXPECT_STREAM_HEADER] !== 'true') {
      const result = await deps.dispatcher.dispatch(envelope, new HttpConnection(actor));
      return sendEnvelope(reply, result.status, result.reply);
    }
    const key = deps.streams.open(actor?.userId ?? null);
    const connection = new HttpConnection(actor, { buffers: deps.streams, key });
    void deps.dispatcher.dispatch(envelope, connection).then(
      (result) => deps.streams.append(key, result.reply, true),
      (error: unknown) => {
        request.log.error({ err: error }, 'streamed operation failed');
        deps.streams.append(key, errorReply(envelope, 'generalFailure', 'internal error'), true);
      },
    );
    const accepted: Envelope = { o: envelope.o, b: { streamKey: key } };
    if (envelope.s !== undefined) accepted.s = envelope.s;
    return reply.header(STREAM_KEY_HEADER, key).send(accepted);
  });

  app.get<{ Params: { key: string } }>('/api/stream/:key', async (request, reply) => {
    const auth = await authenticateRequest(request, deps.authenticator);
    const stub: Envelope = { o: `stream:${request.params.key}` };
    if (!auth.ok) return sendEnvelope(reply, 401, errorReply(stub, auth.userMessage, auth.sysMessage));
    const part = await deps.streams.next(request.params.key, auth.session?.actor.userId ?? null, deps.streamWaitMs);
    if (part === 'unknown') return sendEnvelope(reply, 404, errorReply(stub, 'streamNotFound', 'no such stream (ended or expired)'));
    if (part === 'forbidden') return sendEnvelope(reply, 403, errorReply(stub, 'notAllowed', 'stream of another user'));
    // Nothing yet: a keep-alive part under the stream's own o; the client asks again.
    if (part === null) return sendEnvelope(reply, 200, { ...stub, b: { pending: true } });
    if (part.done) reply.header(STREAM_DONE_HEADER, 'true');
    return sendEnvelope(reply, 200, part.envelope);
  });

  app.get<{ Params: { key: string } }>('/ws-lrg/:key', async (request, reply) => {
    const auth = await authenticateRequest(request, deps.authenticator);
    const stub: Envelope = { o: `lrg/${request.params.key}` };
    if (!auth.ok) return sendEnvelope(reply, 401, errorReply(stub, auth.userMessage, auth.sysMessage));
    const held = deps.largeResults.take(request.params.key, auth.session?.actor.userId ?? null);
    if (held === null) return sendEnvelope(reply, 404, errorReply(stub, 'notFound', 'no such message (fetched or expired)'));
    if (held === 'forbidden') return sendEnvelope(reply, 403, errorReply(stub, 'notAllowed', 'message of another user'));
    return sendEnvelope(reply, 200, held);
  });
}
