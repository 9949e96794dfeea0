/**
 * Small persisted flags of the overlays (cookie consent, dismissed system alerts). Storage may be
 * unavailable (private mode, blocked cookies): then the flags live for the page only and the user
 * is asked again next time, which is the safe side for consent.
 */
const memory = new Map<string, string>();

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function readStored(key: string): string | undefined {
  try {
    return storage()?.getItem(key) ?? memory.get(key);
  } catch {
    return memory.get(key);
  }
}

export function writeStored(key: string, value: string): void {
  memory.set(key, value);
  try {
    storage()?.setItem(key, value);
  } catch {
    // Quota or privacy mode: the in-memory copy keeps the page consistent.
  }
}

export const COOKIE_CONSENT_KEY = 'vgn-cookie-consent';
export const DISMISSED_ALERTS_KEY = 'vgn-dismissed-system-alerts';

/** The stored list of dismissed system-alert ids (tolerates a missing or corrupted entry). */
export function readIdList(key: string): string[] {
  const raw = readStored(key);
  if (raw === undefined) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function writeIdList(key: string, ids: readonly string[]): void {
  writeStored(key, JSON.stringify([...new Set(ids)]));
}
