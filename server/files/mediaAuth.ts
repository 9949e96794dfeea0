import type { FastifyRequest } from 'fastify';
import type { Authenticator } from '../auth/authenticator';
import { bearerToken, type RequestAuth } from '../http/bearer';

/** Cookie the client writes beside its stored token (app/session/tokenStorage.ts). */
export const TOKEN_COOKIE = 'vgn-token';
/** Query parameter naming the token, for links opened outside the app. */
export const TOKEN_QUERY = 'access_token';

function cookieToken(header: string | undefined): string | null {
  for (const part of (header ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== TOKEN_COOKIE) continue;
    const raw = rest.join('=');
    try {
      return raw === '' ? null : decodeURIComponent(raw);
    } catch {
      return null;
    }
  }
  return null;
}

function queryToken(query: unknown): string | null {
  if (typeof query !== 'object' || query === null || !(TOKEN_QUERY in query)) return null;
  const value: unknown = (query as Record<string, unknown>)[TOKEN_QUERY];
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * Who asks for media. <img> and plain links cannot send an Authorization header, so the token may
 * also come as the access_token query parameter or the vgn-token cookie (in that order after the
 * header). A bad header or query token is refused (401) like every other route; a bad cookie is
 * ignored (cookies outlive sessions: a stale one must not hide public images) and the caller is
 * anonymous.
 */
export async function mediaAuth(request: FastifyRequest, authenticator: Authenticator): Promise<RequestAuth> {
  const explicit = bearerToken(request) ?? queryToken(request.query);
  const token = explicit ?? cookieToken(request.headers.cookie);
  if (token === null) return { ok: true, session: null };
  const result = await authenticator.authenticate(token);
  if (result.ok) return { ok: true, session: result.session };
  if (explicit === null) return { ok: true, session: null };
  return result.reason === 'expired'
    ? { ok: false, userMessage: 'tokenExpired', sysMessage: 'the token has expired' }
    : { ok: false, userMessage: 'identFailed', sysMessage: 'the token is not valid' };
}
