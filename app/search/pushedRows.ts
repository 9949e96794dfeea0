import type { CachedItem } from '../net/itemCache';

/**
 * A search list's rows after an item/update push: a row is dropped when its item was deleted or
 * changed so that the search's type watch no longer matches it ($noMatch), replaced otherwise.
 * Items not in the list leave it unchanged (the same array).
 */
export function rowsAfterPush(rows: CachedItem[], item: CachedItem): CachedItem[] {
  if (!rows.some((row) => row.$id === item.$id)) return rows;
  if (item.$deleted === true || item.$noMatch === true) return rows.filter((row) => row.$id !== item.$id);
  return rows.map((row) => (row.$id === item.$id ? item : row));
}
