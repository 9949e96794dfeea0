import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server as TusServer } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Registry } from '../../engine/registry/registry';
import type { Authenticator } from '../auth/authenticator';
import { authenticateRequest } from '../http/bearer';
import { sendFailure } from '../http/replies';
import type { Actor } from '../protocol/contract';
import { ATTACHMENT_TYPE, createAttachmentItems, type AttachmentItemsDeps } from './attachmentItems';
import type { ContentStore } from './contentStore';
import type { MediaResolver } from './mediaLookup';
import { parseContentType, parseFileName } from './uploadInput';

export const TUS_PATH = '/api/tus';
/** Answered on the last PATCH (and on a HEAD of a finished upload): the Attachment the upload became. */
export const TUS_ATTACHMENT_HEADER = 'x-vgn-attachment';
/** Set by this route only (a client's value is dropped): which signed-in request the tus hooks serve. */
const TICKET_HEADER = 'x-vgn-tus-ticket';
const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface TusRouteDeps extends AttachmentItemsDeps {
  authenticator: Authenticator;
  registry: () => Registry;
  content: ContentStore;
  media: MediaResolver;
  maxUploadBytes: number;
  /** Where unfinished uploads are kept (DATA_DIR/files/tus). */
  directory: string;
}

interface TusFailure {
  status_code: number;
  body: string;
}

const failure = (status: number, userMessage: string, sysMessage: string): TusFailure => ({ status_code: status, body: JSON.stringify({ userMessage, sysMessage }) });

/**
 * Resumable uploads (tus 1.0, what Uppy's Tus plugin speaks) under /api/tus: signed-in users who may
 * create Attachments start an upload, only they may continue it (its owner is kept in the upload's
 * metadata), MAX_UPLOAD_BYTES bounds it. A finished upload moves into the content store and becomes
 * File + Attachment items whose uppyID is the upload id, so asking again about a finished upload (a
 * client that lost the last answer) names the same Attachment instead of making a second one.
 */
export async function registerTusRoute(app: FastifyInstance, deps: TusRouteDeps): Promise<void> {
  const datastore = new FileStore({ directory: deps.directory });
  const actors = new Map<string, Actor>();
  const actorOf = (req: { headers: Headers }): Actor => {
    const actor = actors.get(req.headers.get(TICKET_HEADER) ?? '');
    if (!actor) throw failure(401, 'notAllowed', 'sign in to upload');
    return actor;
  };
  const tus = new TusServer({
    path: TUS_PATH,
    datastore,
    maxSize: deps.maxUploadBytes,
    relativeLocation: true,
    namingFunction: () => randomUUID(),
    onUploadCreate: (req, upload) => {
      const actor = actorOf(req);
      const metadata = upload.metadata ?? {};
      try {
        parseFileName(encodeURIComponent(metadata.filename ?? ''));
      } catch {
        throw failure(400, 'invalidFileName', 'the upload names no valid file name');
      }
      return Promise.resolve({ metadata: { ...metadata, owner: actor.userId } });
    },
    onUploadFinish: async (req, upload) => {
      const actor = actorOf(req);
      const attachmentId = deps.media.attachmentIdByUppyId(actor, upload.id) ?? (await finish(deps, actor, upload.id, upload.metadata ?? {}));
      await datastore.remove(upload.id).catch(() => undefined);
      return { headers: { [TUS_ATTACHMENT_HEADER]: attachmentId } };
    },
  });

  const handle = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const auth = await authenticateRequest(request, deps.authenticator);
    if (!auth.ok) return sendFailure(reply.header('connection', 'close'), 401, auth.userMessage, auth.sysMessage);
    const actor = auth.session?.actor;
    if (!actor) return sendFailure(reply.header('connection', 'close'), 401, 'notAllowed', 'sign in to upload');
    if (!deps.permissions.canCreate(actor, deps.registry(), ATTACHMENT_TYPE)) return sendFailure(reply.header('connection', 'close'), 403, 'notAllowed', 'may not create attachments');
    const id = (request.params as { id?: string }).id;
    if (id !== undefined) {
      const finished = UPLOAD_ID.test(id) ? deps.media.attachmentIdByUppyId(actor, id) : undefined;
      if (finished !== undefined) return finishedAnswer(deps, reply, finished);
      const upload = UPLOAD_ID.test(id) ? await datastore.getUpload(id).catch(() => undefined) : undefined;
      if (upload?.metadata?.owner !== actor.userId) return sendFailure(reply, 404, 'notFound', 'no such upload of yours');
    }
    const ticket = randomUUID();
    actors.set(ticket, actor);
    setTicket(request, ticket);
    reply.hijack();
    try {
      await tus.handle(request.raw, reply.raw);
    } finally {
      actors.delete(ticket);
    }
    return undefined;
  };

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.route({ method: ['POST', 'OPTIONS'], url: TUS_PATH, handler: handle });
    scope.route({ method: ['HEAD', 'PATCH', 'DELETE', 'OPTIONS'], url: `${TUS_PATH}/:id`, handler: handle });
  });
}

/** Replaces any ticket the client sent (the tus server reads the raw header list, so both are set). */
function setTicket(request: FastifyRequest, ticket: string): void {
  const raw = request.raw.rawHeaders;
  const kept: string[] = [];
  for (let i = 0; i + 1 < raw.length; i += 2) if (raw[i]?.toLowerCase() !== TICKET_HEADER) kept.push(raw[i] ?? '', raw[i + 1] ?? '');
  raw.splice(0, raw.length, ...kept, TICKET_HEADER, ticket);
  request.raw.headers[TICKET_HEADER] = ticket;
}

/** Moves the finished upload's bytes into the content store and makes its File and Attachment. */
async function finish(deps: TusRouteDeps, actor: Actor, uploadId: string, metadata: Record<string, string | null>): Promise<string> {
  const content = await deps.content.put(createReadStream(join(deps.directory, uploadId)), deps.maxUploadBytes);
  const originalName = parseFileName(encodeURIComponent(metadata.filename ?? ''));
  const contentType = parseContentType(metadata.filetype ?? undefined);
  return createAttachmentItems(deps, actor, undefined, { originalName, contentType, content, relation: {}, uppyID: uploadId }).$id;
}

/** A finished upload: complete to the tus client (offset = length), naming its Attachment. */
function finishedAnswer(deps: TusRouteDeps, reply: FastifyReply, attachmentId: string): FastifyReply {
  const size = Number(deps.store.get(attachmentId)?.size ?? 0);
  return reply
    .code(200)
    .header('tus-resumable', '1.0.0')
    .header('upload-offset', String(size))
    .header('upload-length', String(size))
    .header('cache-control', 'no-store')
    .header(TUS_ATTACHMENT_HEADER, attachmentId)
    .send();
}
