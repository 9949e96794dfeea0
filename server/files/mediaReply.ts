import { createReadStream } from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The content to send and what the answer says about it. */
export interface MediaContent {
  path: string;
  size: number;
  sha256: string;
  contentType: string;
  /** Download name (the attachment's original name). */
  fileName: string;
}

/** Shown by the browser itself: images (SVG excepted: it may carry script) and PDF. */
export function isInlineType(contentType: string): boolean {
  return (contentType.startsWith('image/') && contentType !== 'image/svg+xml') || contentType === 'application/pdf';
}

/** RFC 6266 / 5987: an ASCII fallback name plus the exact name in UTF-8. */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * Sends stored content. The ETag is the content's sha256; a matching If-None-Match answers 304.
 * Readers may change, so caches must revalidate (private, no-cache) — cheap thanks to the ETag.
 * nosniff keeps browsers from running content as another type than the one stored.
 */
export function sendMedia(request: FastifyRequest, reply: FastifyReply, content: MediaContent): FastifyReply {
  const etag = `"${content.sha256}"`;
  void reply
    .header('etag', etag)
    .header('cache-control', 'private, no-cache')
    .header('x-content-type-options', 'nosniff');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim() === etag)) return reply.code(304).send();
  return reply
    .header('content-type', content.contentType)
    .header('content-length', String(content.size))
    .header('content-disposition', contentDisposition(isInlineType(content.contentType) ? 'inline' : 'attachment', content.fileName))
    .send(createReadStream(content.path));
}
