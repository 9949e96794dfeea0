import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Registry } from '../../engine/registry/registry';
import type { Authenticator } from '../auth/authenticator';
import { authenticateRequest } from '../http/bearer';
import { sendFailure } from '../http/replies';
import { OperationError } from '../protocol/contract';
import { ATTACHMENT_TYPE, createAttachmentItems, requireReadableRelated, type AttachmentItemsDeps } from './attachmentItems';
import { fileTooLarge, type ContentStore } from './contentStore';
import { FILE_NAME_HEADER, parseContentType, parseFileName, parseRelation } from './uploadInput';

export const UPLOAD_PATH = '/api/attachment';

export interface UploadRouteDeps extends AttachmentItemsDeps {
  authenticator: Authenticator;
  registry: () => Registry;
  content: ContentStore;
  maxUploadBytes: number;
}

/** A refusal that may leave request bytes unread: the connection closes after the answer. */
function refuse(reply: FastifyReply, error: OperationError, bodyUnread: boolean): FastifyReply {
  if (bodyUnread) void reply.header('connection', 'close');
  return sendFailure(reply, error.status, error.userMessage, error.sysMessage);
}

async function upload(deps: UploadRouteDeps, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const auth = await authenticateRequest(request, deps.authenticator);
  if (!auth.ok) return refuse(reply, new OperationError(auth.userMessage, auth.sysMessage, 401), true);
  const actor = auth.session?.actor;
  if (!actor) return refuse(reply, new OperationError('notAllowed', 'sign in to upload', 401), true);
  let stored = false;
  try {
    if (!deps.permissions.canCreate(actor, deps.registry(), ATTACHMENT_TYPE)) throw new OperationError('notAllowed', 'may not create attachments', 403);
    const originalName = parseFileName(request.headers[FILE_NAME_HEADER]);
    const relation = parseRelation(request.query);
    const declared = Number(request.headers['content-length'] ?? Number.NaN);
    if (declared > deps.maxUploadBytes) throw fileTooLarge(deps.maxUploadBytes);
    const related = requireReadableRelated(deps, actor, relation);
    const content = await deps.content.put(request.raw, deps.maxUploadBytes);
    stored = true;
    const attachment = createAttachmentItems(deps, actor, related, { originalName, contentType: parseContentType(request.headers['content-type']), content, relation });
    return reply.code(200).send(attachment);
  } catch (error) {
    if (error instanceof OperationError) return refuse(reply, error, !stored);
    throw error;
  }
}

/**
 * POST /api/attachment: the body is the file's raw bytes (any Content-Type, kept as its media type),
 * its name in X-Vgn-File-Name (URI-encoded), optional relType, relIndex, relProp query parameters.
 * Signed-in users only. Answers the created Attachment item. Refusals: notAllowed (401/403),
 * invalidFileName, emptyFile, badRequest (400), fileTooLarge (413, MAX_UPLOAD_BYTES), notFound
 * (the related item). Registered in its own scope so no body parser touches the stream.
 */
export async function registerUploadRoute(app: FastifyInstance, deps: UploadRouteDeps): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.post(UPLOAD_PATH, (request, reply) => upload(deps, request, reply));
  });
}
