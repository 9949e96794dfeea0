import type { ParsedRoute } from './routeTypes';

/** The one legacy alias with a fixed target: the old sign-in page now opens home. */
const FIXED_ALIASES: Readonly<Record<string, string>> = { 'user/login': '/' };

/** The operation that resolves any other legacy alias to an item id (platform spec §7). */
export const LEGACY_PATH_OPERATION = 'act/getLegacyPath';

/**
 * The alias to look up for an address from the previous product (config migratedFromCKK1): only
 * an address whose first column is not a known view qualifies. The alias is the path without its
 * leading slash ("user/login", "org/1234").
 */
export function legacyAliasOf(route: ParsedRoute, pathname: string): string | undefined {
  const first = route.columns[0];
  if (first?.kind !== 'invalid' || first.segment.startsWith('i-')) return undefined;
  const alias = pathname.replace(/^\/+/, '').replace(/\/+$/, '');
  return alias === '' ? undefined : alias;
}

/** A fixed target for an alias ("user/login" goes home), or undefined when the server must be asked. */
export function fixedLegacyTarget(alias: string): string | undefined {
  return FIXED_ALIASES[alias];
}

/** The reply of act/getLegacyPath is { itemId }; anything else means the alias is unknown. */
export function legacyReplyItemId(reply: unknown): string | undefined {
  if (typeof reply !== 'object' || reply === null || !('itemId' in reply)) return undefined;
  const { itemId } = reply;
  return typeof itemId === 'string' && itemId !== '' ? itemId : undefined;
}
