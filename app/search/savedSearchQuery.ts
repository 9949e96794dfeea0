import type { SearchRequest } from './searchProtocol';
import { SAVED_SEARCH_TYPE } from './savedSearch';

/** Saved searches a user picks from: those of the searched type (all of them for other searches). */
export function savedSearchRequest(types: readonly string[]): SearchRequest {
  return {
    must: [{ kind: 'type', value: SAVED_SEARCH_TYPE }, ...(types.length === 1 && types[0] ? [{ prop: 'itemTypeName', kind: 'eq' as const, value: types[0] }] : [])],
    sort: [{ field: 'name', order: 'asc' }],
    labels: true,
    max: 100,
  };
}

/** How many of their saved searches the menu and the home page list. */
export const OWN_SAVED_SEARCHES_MAX = 50;

/** The signed-in user's own saved searches (created by them), by name: the menu entry and the home card. */
export function ownSavedSearchesRequest(): SearchRequest {
  return {
    must: [
      { kind: 'type', value: SAVED_SEARCH_TYPE },
      { prop: '_c.by', kind: 'actor', value: 'user' },
    ],
    sort: [{ field: 'name', order: 'asc' }],
    max: OWN_SAVED_SEARCHES_MAX,
  };
}
