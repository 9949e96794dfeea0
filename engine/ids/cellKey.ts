import { InvalidCellKeyError, InvalidIdError } from './errors';
import { formatItemId, isValidTypeName, parseIdNumber, parseItemId } from './itemId';

/** Prefix of item cell keys and item path segments ("i-Organization-3"). */
export const CELL_KEY_PREFIX = 'i-';

/** A part made of digits only is a create marker, never a context. */
const DIGITS = /^[0-9]+$/;

export interface ParsedCellKey {
  /** The item id, create marker included ("Task-0-17"). */
  id: string;
  type: string;
  index: number;
  createMarker?: number;
  /** View context after a further dash ("edit", "map-panel"); may itself contain dashes. */
  context?: string;
}

/**
 * Parses "i-{type}-{index}[-{createMarker}][-{context}]". A numeric part right after the index is a
 * create marker (it belongs to the id); anything else after the index is the context.
 */
export function parseCellKey(key: string): ParsedCellKey {
  if (!key.startsWith(CELL_KEY_PREFIX)) throw new InvalidCellKeyError();
  const [type = '', indexPart = '', ...rest] = key.slice(CELL_KEY_PREFIX.length).split('-');
  const index = parseIdNumber(indexPart);
  if (!isValidTypeName(type) || index === undefined) throw new InvalidCellKeyError();

  const first = rest[0];
  const hasMarker = first !== undefined && DIGITS.test(first);
  const createMarker = hasMarker ? parseIdNumber(first) : undefined;
  // "017" is numeric but not canonical: refuse rather than read it as a context.
  if (hasMarker && createMarker === undefined) throw new InvalidCellKeyError();
  // Only a new item (index 0) has a create marker: "i-Organization-1-2" names nothing.
  if (hasMarker && index !== 0) throw new InvalidIdError();
  const contextParts = hasMarker ? rest.slice(1) : rest;
  // A numeric part after the marker would be a fourth id part ("i-Organization-0-2-3"): Invalid id.
  if (contextParts[0] !== undefined && DIGITS.test(contextParts[0])) throw new InvalidIdError();
  // "i-Task-3-" or "i-Task-3-edit-" would otherwise yield an empty or dangling context.
  if (contextParts.some((part) => part === '')) throw new InvalidCellKeyError();
  const context = contextParts.join('-');

  const parsed: ParsedCellKey = { id: formatItemId(type, index, createMarker), type, index };
  if (createMarker !== undefined) parsed.createMarker = createMarker;
  if (context !== '') parsed.context = context;
  return parsed;
}

/**
 * Builds a cell key from an item id and an optional context; the inverse of parseCellKey. Throws
 * InvalidIdError for a bad id and InvalidCellKeyError for a context that would not parse back
 * (empty parts, or a leading numeric part that would read as a create marker).
 */
export function formatCellKey(id: string, context?: string): string {
  parseItemId(id);
  if (context === undefined) return `${CELL_KEY_PREFIX}${id}`;
  const key = `${CELL_KEY_PREFIX}${id}-${context}`;
  let parsed: ParsedCellKey;
  try {
    parsed = parseCellKey(key);
  } catch {
    // The id was fine (checked above): it is the context that would not parse back.
    throw new InvalidCellKeyError();
  }
  if (parsed.id !== id || parsed.context !== context) throw new InvalidCellKeyError();
  return key;
}
