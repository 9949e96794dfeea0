import { ApiError } from '../net/apiContract';
import { config } from '../net/config';
import { errorFromBody } from '../net/envelope';
import { requestHeaders, timedFetch, type FetchLike } from '../net/timedFetch';
import { sessionController } from './sessionRuntime';
import { session } from './sessionStore';
import { asSessionUser, type SessionUser } from './sessionUser';

/** Spec §7: the sign-in answer carries the token in this header (server/http/authRoutes.ts). */
export const TOKEN_HEADER = 'x-vgn-token';

export interface TokenAnswer {
  token: string | null;
  user: SessionUser | null;
}

/**
 * POSTs JSON to an account route that signs in (/api/sign-in, /api/set-pass). Failures reject with
 * the server's ApiError ({userMessage, sysMessage}); success gives the x-vgn-token header and the user.
 */
export async function postForToken(fetchImpl: FetchLike, path: string, body: unknown, timeoutMs: number, token: string | null = null): Promise<TokenAnswer> {
  const { response, text } = await timedFetch(
    fetchImpl,
    path,
    { method: 'POST', headers: requestHeaders(token, { 'Content-Type': 'application/json' }), body: JSON.stringify(body) },
    timeoutMs,
  );
  let decoded: unknown;
  try {
    decoded = text.trim() === '' ? null : JSON.parse(text);
  } catch {
    decoded = null;
  }
  if (!response.ok) throw decoded === null ? new ApiError('generalFailure', `HTTP ${response.status}`) : errorFromBody(decoded);
  return { token: response.headers.get(TOKEN_HEADER), user: asSessionUser(decoded) };
}

const browserFetch: FetchLike = (url, init) => fetch(url, init);

/**
 * Signs in through an account route and hands the token to the session: TOKEN_SIGN_IN, then the
 * socket connects and authenticates. An answer without the token header resets to NONE and rejects.
 */
export async function signInWith(path: string, body: unknown, fetchImpl: FetchLike = browserFetch): Promise<SessionUser | null> {
  const answer = await postForToken(fetchImpl, path, body, config.httpTimeout, session.token);
  sessionController.signedIn(answer.token, answer.user ?? undefined);
  if (!answer.token) throw new ApiError('generalFailure', 'The sign-in answer carried no token.');
  return answer.user;
}

/** POST /api/sign-in {email, password}. */
export function signIn(email: string, password: string, fetchImpl?: FetchLike): Promise<SessionUser | null> {
  return signInWith('/api/sign-in', { email, password }, fetchImpl);
}
