import { api } from '../net/api';
import { config } from '../net/config';
import { requestHeaders, timedFetch, type FetchLike } from '../net/timedFetch';
import { session } from '../session/sessionStore';
import { parseRegistryPayload, registryFromPayload } from './registryPayload';
import { registryStore, setRegistry, setRegistryFailure } from './registryStore';
import type { Registry } from '../../engine/registry/registry';

/** Pushed by the server when an administrator changed a runtime type declaration. */
export const REGISTRY_CHANGED_PUSH = 'registry/changed';
export const REGISTRY_PATH = '/api/registry';

const browserFetch: FetchLike = (url, init) => fetch(url, init);

/**
 * GET /api/registry: the registry the server compiled, used as it comes (no declaration is checked
 * or compiled in the browser). On failure the previous registry stays in use and the store
 * records the problems; the returned promise rejects.
 */
export async function loadRegistry(fetchImpl: FetchLike = browserFetch): Promise<Registry> {
  registryStore.status = 'loading';
  try {
    const { response, text } = await timedFetch(fetchImpl, REGISTRY_PATH, { method: 'GET', headers: requestHeaders(session.token) }, config.httpTimeout);
    if (!response.ok) throw new Error(`GET ${REGISTRY_PATH} answered ${response.status}`);
    const payload = parseRegistryPayload(JSON.parse(text));
    if (!payload) throw new Error(`GET ${REGISTRY_PATH} answered something that is not a compiled registry`);
    const registry = registryFromPayload(payload);
    setRegistry(registry);
    return registry;
  } catch (error) {
    setRegistryFailure([error instanceof Error ? error.message : String(error)]);
    if (registryStore.registry) registryStore.status = 'ready';
    throw error;
  }
}

function pushedHash(body: unknown): string | null {
  return typeof body === 'object' && body !== null && 'hash' in body && typeof body.hash === 'string' ? body.hash : null;
}

let watching: (() => void) | null = null;

/** Rebuilds the registry when the server pushes registry/changed (skipped when the hash is already ours). */
export function watchRegistryChanges(fetchImpl: FetchLike = browserFetch): () => void {
  watching ??= api.onPush(REGISTRY_CHANGED_PUSH, (body) => {
    const hash = pushedHash(body);
    if (hash !== null && hash === registryStore.hash) return;
    loadRegistry(fetchImpl).catch((error: unknown) => console.error('Reloading the registry failed.', error));
  });
  return watching;
}
