import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * What the built app loads: its own scripts, styles, images and socket. 'unsafe-eval' because the
 * client compiles the registry's JSON Schemas with ajv (new Function), the same validation as the
 * server; 'unsafe-inline' styles because React, Blueprint and AG Grid set style attributes and inject
 * style elements. data:/blob: images cover Blueprint's inline SVGs and local previews of uploads.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(self), payment=(), usb=()',
  'x-frame-options': 'DENY',
};

export const HSTS = 'max-age=31536000; includeSubDomains';

export interface SecurityHeaderOptions {
  /** PUBLIC_URL starts with https: every response is known to travel over TLS. */
  publicUrl: string | null;
  /** TRUST_PROXY: X-Forwarded-Proto tells how the client reached the proxy. */
  trustProxy: boolean;
}

function overHttps(request: FastifyRequest, options: SecurityHeaderOptions): boolean {
  if (options.publicUrl?.startsWith('https://')) return true;
  // request.protocol reads X-Forwarded-Proto only when fastify trusts the proxy.
  return options.trustProxy && request.protocol === 'https';
}

/**
 * Security headers on every response: API replies, errors, 404s and the app's static files. An
 * onSend hook runs for all of them, including replies of the error and not-found handlers.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
    if (overHttps(request, options)) reply.header('strict-transport-security', HSTS);
    return payload;
  });
}
