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
