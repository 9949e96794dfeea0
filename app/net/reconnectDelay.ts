/** Platform spec §9: reconnect delay = 3 s + min(2^failures s, 600 s) + random 0–10 s. */
export const RECONNECT_BASE_MS = 3_000;
export const RECONNECT_BACKOFF_CAP_MS = 600_000;
export const RECONNECT_JITTER_MS = 10_000;

/**
 * Milliseconds to wait before the next socket attempt after `failures` consecutive failures.
 * The jitter spreads the reconnects of many tabs after a server restart; `random` is injected
 * (returns [0, 1) like Math.random) so tests are deterministic.
 */
export function reconnectDelayMs(failures: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, Math.floor(failures));
  // 2^10 s already exceeds the cap; clamping the exponent avoids Infinity for absurd counts.
  const backoff = Math.min(2 ** Math.min(exponent, 30) * 1000, RECONNECT_BACKOFF_CAP_MS);
  const jitter = Math.min(Math.max(random(), 0), 1) * RECONNECT_JITTER_MS;
  return Math.round(RECONNECT_BASE_MS + backoff + jitter);
}
