import type { FastifyRequest } from 'fastify';
import type { AuthSession, Authenticator } from '../auth/authenticator';

export type RequestAuth =
  | { ok: true; session: AuthSession | null }
  | { ok: false; userMessage: 'tokenExpired' | 'identFailed'; sysMessage: string };

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header === undefined ? null : /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** No Authorization header: anonymous. A bad or expired token is an error, never silently anonymous. */
export async function authenticateRequest(request: FastifyRequest, authenticator: Authenticator): Promise<RequestAuth> {
  const token = bearerToken(request);
  if (token === null) return { ok: true, session: null };
  const result = await authenticator.authenticate(token);
  if (result.ok) return { ok: true, session: result.session };
  return result.reason === 'expired'
    ? { ok: false, userMessage: 'tokenExpired', sysMessage: 'the token has expired' }
    : { ok: false, userMessage: 'identFailed', sysMessage: 'the token is not valid' };
}
