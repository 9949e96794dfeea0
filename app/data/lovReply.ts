import type { LovEntry } from '../../engine/react/services/engineServices';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The label of one value for a locale: a plain text, or a translation map with en as the fallback. */
function labelOf(value: unknown, locale: string, key: string): string {
  if (typeof value === 'string') return value;
  if (!isRecord(value)) return key;
  for (const candidate of [value.label, value.t, value.value]) {
    if (typeof candidate === 'string') return candidate;
    if (isRecord(candidate)) {
      const text = candidate[locale] ?? candidate.en;
      if (typeof text === 'string') return text;
    }
  }
  return key;
}

function stateOf(value: unknown): LovEntry['state'] {
  return isRecord(value) && value.state === 'ARCHIVED' ? 'ARCHIVED' : 'ACTIVE';
}

function superStateOf(value: unknown): Pick<LovEntry, 'superState'> {
  return isRecord(value) && typeof value.superState === 'string' ? { superState: value.superState } : {};
}

/**
 * Reads the answer of GET /lov/{locale}/{list}[/{ownerId}] (platform spec §7): an object keyed by
 * owner id, each a map of value key to its translation (a text, or {t|label, state}). Values
 * everybody shares come first, then the owner's own, which replace shared values of the same key.
 */
export function parseLovReply(body: unknown, locale: string, ownerId?: string): LovEntry[] {
  if (!isRecord(body)) return [];
  const owners = Object.keys(body).sort((a, b) => Number(a === ownerId) - Number(b === ownerId));
  const entries = new Map<string, LovEntry>();
  for (const owner of owners) {
    const values = body[owner];
    if (!isRecord(values)) continue;
    for (const [key, value] of Object.entries(values)) {
      entries.delete(key);
      entries.set(key, { key, label: labelOf(value, locale, key), state: stateOf(value), ...superStateOf(value) });
    }
  }
  return [...entries.values()];
}
