import { DEFAULT_LANGUAGE } from './composeMessages';

/** Language tags are compared case-insensitively; 'fr-CA' falls back to 'fr'. */
function normalize(tag: string): string {
  return tag.trim().toLowerCase();
}

/**
 * The first wanted language the client has messages for: exact tag, then its base language.
 * English is the default and fallback (spec §1).
 */
export function pickLanguage(wanted: readonly (string | null | undefined)[], available: readonly string[]): string {
  const known = new Map(available.map((tag) => [normalize(tag), tag]));
  for (const tag of wanted) {
    if (!tag) continue;
    const exact = known.get(normalize(tag));
    if (exact) return exact;
    const base = known.get(normalize(tag).split('-')[0] ?? '');
    if (base) return base;
  }
  return DEFAULT_LANGUAGE;
}

/** The languages the product has texts for (the registry's message locales), English first. */
export function languagesOf(messages: Readonly<Record<string, unknown>>): string[] {
  return Object.keys(messages).sort((a, b) => (a === DEFAULT_LANGUAGE ? -1 : b === DEFAULT_LANGUAGE ? 1 : a.localeCompare(b)));
}
