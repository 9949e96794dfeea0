import { parseItemId } from '../../../engine/ids';
import { ApiError } from '../../net/apiContract';

/** A create cell's id carries a create marker ("Task-0-17"): its page is the create view. */
export function isCreateId(id: string): boolean {
  try {
    return parseItemId(id).createMarker !== undefined;
  } catch {
    return false;
  }
}

/**
 * Platform spec §2: a notAllowed answer while nobody is signed in sends the visitor to sign in and
 * back (only once the session knows it is signed out, so a page opened during start-up waits).
 */
export function signInRedirect(error: unknown, authResolved: boolean, signedIn: boolean, path: string): string | undefined {
  if (!(error instanceof ApiError) || error.userMessage !== 'notAllowed' || !authResolved || signedIn) return undefined;
  return `/sign-in?next=${encodeURIComponent(path)}`;
}

/** The id of a new create cell for a type: index 0 plus a marker telling concurrent creates apart. */
export function createCellId(type: string, marker: number): string {
  return `${type}-0-${Math.max(1, Math.trunc(marker))}`;
}

/**
 * The title of an item page whose item is not shown (still loading, not readable, gone): its type's
 * label and number ("Contact 30"), as the cell's fallback title, never the raw id "Contact-30".
 */
export function unshownItemTitle(id: string, typeLabel: (type: string) => string | undefined): string {
  try {
    const { type, index } = parseItemId(id);
    return `${typeLabel(type) ?? type} ${index}`;
  } catch {
    return id;
  }
}
