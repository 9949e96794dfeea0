import { isItemId } from '../../engine/ids';

/** Platform spec §9: suggestions begin at 3 typed characters; 5 are shown. */
export const SUGGEST_MIN_CHARS = 3;
export const SUGGESTION_COUNT = 5;

export type SearchBarIntent =
  | { kind: 'empty' }
  /** The text is exactly an item id: Enter opens /i-{id}. */
  | { kind: 'item'; id: string }
  /** Fewer than 3 characters: show the 'keep typing' hint. */
  | { kind: 'keepTyping' }
  | { kind: 'suggest'; text: string };

/** What the header search bar does with the typed text (platform spec §2 "Header and menus"). */
export function searchBarIntent(typed: string): SearchBarIntent {
  const text = typed.trim();
  if (text === '') return { kind: 'empty' };
  if (isItemId(text)) return { kind: 'item', id: text };
  if ([...text].length < SUGGEST_MIN_CHARS) return { kind: 'keepTyping' };
  return { kind: 'suggest', text };
}

/**
 * The search/ids request for suggestions: full text over the general-search types (the server
 * leaves out types that exclude themselves), best matches first (_score: exact and prefix title
 * matches, then full-text rank), 5 ids with labels.
 */
export function suggestionRequest(text: string): Record<string, unknown> {
  return { must: [{ kind: 'text', value: text }], sort: [{ key: '_score', order: 'desc' }], max: SUGGESTION_COUNT, labels: true };
}

export interface Suggestion {
  id: string;
  label: string;
  /** The item's type in words, shown beside the label. */
  kind?: string;
}

/** Reads the search/ids reply { ids, labels } into suggestions (a label falls back to the id). */
export function suggestionsFrom(reply: unknown): Suggestion[] {
  if (typeof reply !== 'object' || reply === null) return [];
  const { ids, labels } = reply as { ids?: unknown; labels?: unknown };
  if (!Array.isArray(ids)) return [];
  const labelMap = typeof labels === 'object' && labels !== null ? (labels as Record<string, unknown>) : {};
  return ids
    .filter((id): id is string => typeof id === 'string')
    .slice(0, SUGGESTION_COUNT)
    .map((id) => {
      const label = labelMap[id];
      return { id, label: typeof label === 'string' && label !== '' ? label : id };
    });
}
