import { ApiError } from './apiContract';
import { timeoutError } from './pendingRequests';

/** The part of window.fetch the client uses; tests inject a fake. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface FetchedText {
  response: Response;
  text: string;
}

/** Authorization and JSON headers of spec §7 ("Bearer ... when the token is valid, JSON content"). */
export function requestHeaders(token: string | null, extra: Record<string, string> = {}): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', ...extra };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/**
 * fetch with the HTTP timeout (httpTimeout, default 60 s) covering the response and its body.
 * A network-level failure becomes errors.networkError, running out of time errors.wsMsgTimeout.
 */
export async function timedFetch(fetchImpl: FetchLike, url: string, init: RequestInit, timeoutMs: number): Promise<FetchedText> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(url, { ...init, signal: controller.signal });
    const text = await response.text();
    return { response, text };
  } catch (error) {
    if (controller.signal.aborted) throw timeoutError(timeoutMs);
    throw new ApiError('networkError', error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
  }
}
