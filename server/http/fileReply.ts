import { createReadStream } from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseByteRange } from './byteRange';

/** Content on disk to answer with. */
export interface FileToSend {
  path: string;
  size: number;
  sha256: string;
  contentType: string;
}

/**
 * Streams a file with range support: 206 and Content-Range for one satisfiable `Range`, 416 for
 * one past the end, the whole body otherwise; ETag is the content's sha256 (304 on a match).
 * Range readers (PMTiles archives, media players) fetch only the parts they need.
 */
export function sendFileWithRanges(request: FastifyRequest, reply: FastifyReply, file: FileToSend): FastifyReply {
  const etag = `"${file.sha256}"`;
  void reply.header('etag', etag).header('accept-ranges', 'bytes').header('x-content-type-options', 'nosniff');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim() === etag)) return reply.code(304).send();
  const range = parseByteRange(request.headers.range, file.size);
  if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${file.size}`).send();
  void reply.header('content-type', file.contentType);
  if (range === undefined) return reply.header('content-length', String(file.size)).send(createReadStream(file.path));
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
    .header('content-length', String(range.end - range.start + 1))
    .send(createReadStream(file.path, { start: range.start, end: range.end }));
}
