import { InvalidIdError } from './errors';

/** Prefix of platform-internal type names ("sys.TypeDef-3"); such items are labelled System. */
export const SYSTEM_TYPE_PREFIX = 'sys.';

export interface ParsedItemId {
  type: string;
  index: number;
  /** Third numeric part a client adds to tell apart items it is creating ("Task-0-17"). */
  createMarker?: number;
}

/** Same rule as the item-type declaration key: optional "sys." then a name without dashes. */
const TYPE_PATTERN = /^(sys\.)?[A-Za-z][A-Za-z0-9]*$/;
/**
 * Canonical non-negative integers only: leading zeros are refused so that one item has exactly one
 * id string (watch, cache and permission lookups compare ids as strings).
 */
const NUMBER_PATTERN = /^(0|[1-9][0-9]*)$/;

export function isValidTypeName(type: string): boolean {
  return TYPE_PATTERN.test(type);
}

/** Parses a canonical numeric id part, or returns undefined when it is not one. */
export function parseIdNumber(part: string): number | undefined {
  if (!NUMBER_PATTERN.test(part)) return undefined;
  const value = Number(part);
  return Number.isSafeInteger(value) ? value : undefined;
}

/** Splits "{type}-{index}" or "{type}-{index}-{createMarker}"; throws InvalidIdError otherwise. */
export function parseItemId(id: string): ParsedItemId {
  const parts = id.split('-');
  if (parts.length < 2 || parts.length > 3) throw new InvalidIdError();
  const [type = '', indexPart = '', markerPart] = parts;
  const index = parseIdNumber(indexPart);
  if (!isValidTypeName(type) || index === undefined) throw new InvalidIdError();
  if (markerPart === undefined) return { type, index };
  const createMarker = parseIdNumber(markerPart);
  if (createMarker === undefined) throw new InvalidIdError();
  return { type, index, createMarker };
}

/** Builds an id; throws InvalidIdError when the parts could not be parsed back. */
export function formatItemId(type: string, index: number, createMarker?: number): string {
  const isIdNumber = (n: number): boolean => Number.isSafeInteger(n) && n >= 0;
  if (!isValidTypeName(type) || !isIdNumber(index)) throw new InvalidIdError();
  if (createMarker === undefined) return `${type}-${index}`;
  if (!isIdNumber(createMarker)) throw new InvalidIdError();
  return `${type}-${index}-${createMarker}`;
}

export function isItemId(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    parseItemId(value);
    return true;
  } catch {
    return false;
  }
}

/** The type part of an item id ("Organization" of "Organization-3", "Task" of "Task-0-17"); undefined when the value is not an id. */
export function typeOfId(value: unknown): string | undefined {
  return isItemId(value) ? parseItemId(value).type : undefined;
}

/**
 * True for ids the UI labels "System" (app.system): ids ending in index 0 (the type's own pseudo
 * item, such as the blank user User-0) and ids of "sys." types. "Task-0-17" ends in its create
 * marker, not in index 0: it is an item being created, not a system one. A predicate, so a value
 * that is not an id answers false.
 */
export function isSystemId(id: string): boolean {
  if (!isItemId(id)) return false;
  const { type, index, createMarker } = parseItemId(id);
  return type.startsWith(SYSTEM_TYPE_PREFIX) || (index === 0 && createMarker === undefined);
}

/**
 * Index of an id about to be access-checked. Spec: "An access check on an id with no index throws",
 * so a permission check can never silently run against a type instead of an item.
 */
export function requireIndex(id: string): number {
  return parseItemId(id).index;
}
