import type { IncomingMessage } from 'node:http';

/**
 * The address rate limits count a socket against. Behind a trusted proxy (TRUST_PROXY) it is the
 * first X-Forwarded-For entry, as fastify's request.ip reads it for the HTTP routes, so a client's
 * sockets and its POST /api/item share one bucket.
 */
export function clientAddress(request: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const header = request.headers['x-forwarded-for'];
    const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return request.socket.remoteAddress ?? 'unknown';
}
