/** Most words of one full-text filter (longer input is cut, keeping queries cheap). */
const MAX_WORDS = 16;

/**
 * The FTS5 MATCH expression of what a user typed: every word must start a word of the item's
 * text ("ada lov" finds "Ada Lovelace"). Words are quoted, so FTS5 operators typed by users are
 * plain text. Undefined when the text holds no word at all.
 */
export function ftsMatchExpression(text: string): string | undefined {
  const words = ftsWords(text);
  if (words.length === 0) return undefined;
  return words.map((word) => `"${word}"*`).join(' ');
}

/** The words of what a user typed, as full-text search reads them. */
export function ftsWords(text: string): string[] {
  return (text.normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
}

/** Escapes LIKE wildcards (used with ESCAPE '\'). */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
