import type { Messages } from '../i18n/composeMessages';

/** One message as the translations screen lists it. */
export interface TranslationRow {
  id: string;
  english: string;
  /** The text the product ships for the language (plugins' and the client's messages). */
  declared?: string;
  /** The administrator's text, which wins over the declared one. */
  override?: string;
}

/** Every message id the product knows (English is complete), with the language's texts beside it. */
export function translationRows(english: Messages, declared: Messages, overrides: Messages): TranslationRow[] {
  const ids = new Set([...Object.keys(english), ...Object.keys(overrides)]);
  return [...ids]
    .sort((a, b) => a.localeCompare(b))
    .map((id) => ({
      id,
      english: english[id] ?? '',
      ...(declared[id] !== undefined ? { declared: declared[id] } : {}),
      ...(overrides[id] !== undefined ? { override: overrides[id] } : {}),
    }));
}

/** Rows whose id or any text contains every word typed (any case); only overridden rows when asked. */
export function filterRows(rows: readonly TranslationRow[], query: string, overriddenOnly: boolean): TranslationRow[] {
  const words = query.toLowerCase().split(/\s+/).filter((word) => word !== '');
  return rows.filter((row) => {
    if (overriddenOnly && row.override === undefined) return false;
    const haystack = [row.id, row.english, row.declared ?? '', row.override ?? ''].join('\n').toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/** The overrides after edits: a blank text removes the override (the declared text shows again). */
export function applyEdits(overrides: Messages, edits: Readonly<Record<string, string>>): Messages {
  const next: Messages = { ...overrides };
  for (const [id, text] of Object.entries(edits)) {
    if (text.trim() === '') delete next[id];
    else next[id] = text;
  }
  return next;
}
