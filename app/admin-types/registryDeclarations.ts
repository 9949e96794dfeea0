import type { PluginBundle } from '../../engine/declarations/bundle';
import { ApiError } from '../net/apiContract';
import { config } from '../net/config';
import { requestHeaders, timedFetch, type FetchLike } from '../net/timedFetch';

/** The declarations as written the server's registry was built from (server/http/registryRoute). */
export const DECLARATIONS_PATH = '/api/registry/declarations';

export interface RegistryDeclarations {
  hash: string;
  bundles: PluginBundle[];
}

const browserFetch: FetchLike = (url, init) => fetch(url, init);

/**
 * GET /api/registry/declarations: the plugin bundles the type editor checks a definition against
 * (a trial registry build). Ordinary page loads never ask for them: the client registry is the
 * compiled one, which has no declarations as written.
 */
export async function fetchRegistryDeclarations(fetchImpl: FetchLike = browserFetch): Promise<RegistryDeclarations> {
  // Public like GET /api/registry: no token, so a token refresh does not fetch them again.
  const { response, text } = await timedFetch(fetchImpl, DECLARATIONS_PATH, { method: 'GET', headers: requestHeaders(null) }, config.httpTimeout);
  if (!response.ok) throw new ApiError('generalFailure', `GET ${DECLARATIONS_PATH} answered ${response.status}`);
  const body: unknown = JSON.parse(text);
  if (typeof body !== 'object' || body === null || !('bundles' in body) || !Array.isArray(body.bundles)) {
    throw new ApiError('generalFailure', `GET ${DECLARATIONS_PATH} answered something that is not a list of plugin bundles`);
  }
  return { hash: 'hash' in body && typeof body.hash === 'string' ? body.hash : '', bundles: body.bundles as PluginBundle[] };
}
