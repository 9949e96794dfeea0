import { ApiError } from '../net/apiContract';
import { config } from '../net/config';
import { errorFromBody } from '../net/envelope';
import { requestHeaders, timedFetch } from '../net/timedFetch';
import type { FetchLike } from '../net/timedFetch';

const browserFetch: FetchLike = (url, init) => fetch(url, init);

/**
 * POSTs JSON to an account route that does not sign in (server/http/authRoutes.ts): /api/register
 * {name, email, password}, /api/forgot-password {email}, /api/confirm-email {token}. Resolves with
 * the answer body; rejects with the server's ApiError ({userMessage, sysMessage}).
 */
export async function postAccount(path: string, body: Record<string, unknown>, fetchImpl: FetchLike = browserFetch): Promise<unknown> {
  const { response, text } = await timedFetch(
    fetchImpl,
    path,
    { method: 'POST', headers: requestHeaders(null, { 'Content-Type': 'application/json' }), body: JSON.stringify(body) },
    config.httpTimeout,
  );
  let decoded: unknown;
  try {
    decoded = text.trim() === '' ? null : JSON.parse(text);
  } catch {
    decoded = null;
  }
  if (!response.ok) throw decoded === null ? new ApiError('generalFailure', `HTTP ${response.status}`) : errorFromBody(decoded);
  return decoded;
}

/** Platform rule the server enforces (server/auth/accounts.ts MIN_PASSWORD_LENGTH). */
export const MIN_PASSWORD_LENGTH = 10;

/** Client-side checks before a call, as message ids (the server checks again). */
export function passwordProblem(password: string, repeat?: string): string | undefined {
  if ([...password].length < MIN_PASSWORD_LENGTH) return 'errors.passwordTooShort';
  if (repeat !== undefined && repeat !== password) return 'errors.passwordsDiffer';
  return undefined;
}

export function emailProblem(email: string): string | undefined {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()) ? undefined : 'errors.invalidEmail';
}
