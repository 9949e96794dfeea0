import { ApiError } from '../net/apiContract';
import { config } from '../net/config';
import { requestHeaders, timedFetch } from '../net/timedFetch';
import { session } from '../session/sessionStore';

/**
 * GET of a JSON resource outside the envelope protocol (lists of values), with the bearer token
 * and the HTTP timeout; a refusal becomes an ApiError carrying the server's userMessage.
 */
export async function fetchJson(path: string): Promise<unknown> {
  const { response, text } = await timedFetch((url, init) => fetch(url, init), path, { headers: requestHeaders(session.token) }, config.httpTimeout);
  const body: unknown = text.trim() === '' ? undefined : JSON.parse(text);
  if (!response.ok) {
    const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const userMessage = typeof record.userMessage === 'string' ? record.userMessage : 'generalFailure';
    throw new ApiError(userMessage, typeof record.sysMessage === 'string' ? record.sysMessage : `GET ${path}: ${response.status}`);
  }
  return body;
}
