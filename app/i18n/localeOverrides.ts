import { config } from '../net/config';
import { requestHeaders, timedFetch, type FetchLike } from '../net/timedFetch';
import { cleanMessages, type Messages } from './composeMessages';

/**
 * GET /locale-overrides/{lang}: translations an administrator changed on the server. Optional by
 * nature, so any failure gives no overrides (logged) rather than an error screen.
 */
export async function fetchLocaleOverrides(lang: string, fetchImpl: FetchLike = (url, init) => fetch(url, init)): Promise<Messages> {
  try {
    const { response, text } = await timedFetch(fetchImpl, `/locale-overrides/${encodeURIComponent(lang)}`, { method: 'GET', headers: requestHeaders(null) }, config.httpTimeout);
    if (!response.ok) throw new Error(`answered ${response.status}`);
    return cleanMessages(JSON.parse(text));
  } catch (error) {
    console.warn(`Translation overrides for "${lang}" could not be loaded.`, error);
    return {};
  }
}
