import type { CachedItem } from '../net/itemCache';
import { asCachedItem } from '../net/itemCache';

/** Entries readMany/object answers for ids it cannot give (server/items/operations.ts). */
const REFUSALS = ['notFound', 'notAllowed', 'invalidId'];

/**
 * The items in an answer of readMany/object (a list in the order asked; { items } and id maps are
 * read too). Entries standing for a missing, unreadable or invalid id are left out.
 */
export function parseItemList(body: unknown): CachedItem[] {
  const list: unknown[] = Array.isArray(body)
    ? body
    : typeof body === 'object' && body !== null
      ? Array.isArray((body as Record<string, unknown>).items)
        ? ((body as Record<string, unknown>).items as unknown[])
        : Object.values(body)
      : [];
  return list.map(asCachedItem).filter((item): item is CachedItem => item !== null && !REFUSALS.some((flag) => item[flag] === true));
}

/** The items in the order of the ids (search order); ids without an item are left out. */
export function inIdOrder(items: readonly CachedItem[], ids: readonly string[]): CachedItem[] {
  const byId = new Map(items.map((item) => [item.$id, item]));
  return ids.flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
}
