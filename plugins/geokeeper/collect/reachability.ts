/** How often the page asks whether the server answers while it does not. */
export const PROBE_EVERY_MS = 5000;
const PROBE_TIMEOUT_MS = 5000;

/**
 * Whether the server answers now. `navigator.onLine` only says a network is there (and stays true
 * behind a dead link or an emulated offline state); a HEAD request is never answered from the
 * service worker's cache, so only the server itself can make this true.
 */
export async function serverReachable(): Promise<boolean> {
  if (!navigator.onLine) return false;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PROBE_TIMEOUT_MS);
  try {
    const response = await fetch('/api/config', { method: 'HEAD', cache: 'no-store', signal: controller.signal });
    return response.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
