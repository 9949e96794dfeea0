import type { SortKey } from '../../engine/declarations/bundle';
import { stableHash } from '../../engine/registry/stableHash';
import type { DeclaredFields } from '../../generated/item-base';
import type { SavedSearch } from '../../generated/types/core';
import { asSearchFilter, DEFAULT_SEARCH_MAX, type SearchFilter } from './searchProtocol';
import type { SearchState } from './searchState';

/** Type of the items that store saved searches (plugins/core/types/SavedSearch.type.json). */
export const SAVED_SEARCH_TYPE: SavedSearch['_t'] = 'SavedSearch';

/** One filter of a saved search's criteria: {prop, kind, value} with kind and value unchecked. */
type SavedFilter = NonNullable<NonNullable<SavedSearch['criteria']>['filters']>[number];

/** The declared fields of a SavedSearch item. */
export type SavedSearchFields = DeclaredFields<SavedSearch>;

function toSavedFilter(filter: SearchFilter): SavedFilter {
  const prop = filter.prop ?? (filter.kind === 'type' ? '_t' : '');
  return 'value' in filter ? { prop, kind: filter.kind, value: filter.value } : { prop, kind: filter.kind };
}

function fromSavedFilter(filter: SavedFilter): SearchFilter | undefined {
  return asSearchFilter(filter.value === undefined ? { prop: filter.prop, kind: filter.kind } : filter);
}

/** What identifies a search, whatever it is called: identical searches hash alike. */
export function searchHash(state: Pick<SearchState, 'types' | 'text' | 'must' | 'selectedFacets' | 'sort'>): string {
  const facets = Object.fromEntries(Object.entries(state.selectedFacets).map(([field, keys]) => [field, [...keys].sort()]));
  return stableHash({ types: [...state.types].sort(), text: state.text.trim(), must: state.must, facets, sort: state.sort });
}

/**
 * A search as a SavedSearch item's fields: one type as itemTypeName (several become a type
 * filter), the text, the facet selection, the fixed filters as criteria, the sort as sortBy.
 */
export function toSavedSearch(state: SearchState, name: string): SavedSearchFields {
  const filters = state.types.length > 1 ? [{ prop: '_t', kind: 'type', value: [...state.types] }, ...state.must.map(toSavedFilter)] : state.must.map(toSavedFilter);
  const text = state.text.trim();
  const fields: SavedSearchFields = { name, hash: searchHash(state) };
  if (state.types.length === 1 && state.types[0]) fields.itemTypeName = state.types[0];
  if (text !== '') fields.searchString = text;
  if (Object.keys(state.selectedFacets).length > 0) fields.selectedFacets = structuredClone(state.selectedFacets);
  if (filters.length > 0) fields.criteria = { filters };
  if (state.sort.length > 0) fields.sortBy = state.sort.map((s) => ({ key: s.field, order: s.order }));
  return fields;
}

function stringKeys(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : [];
}

/** The search a SavedSearch item describes (filters of an unknown kind are dropped). */
export function fromSavedSearch(fields: Partial<SavedSearchFields>): SearchState {
  let types = fields.itemTypeName ? [fields.itemTypeName] : [];
  const must: SearchFilter[] = [];
  for (const saved of fields.criteria?.filters ?? []) {
    if (saved.kind === 'type' && saved.prop === '_t') {
      types = Array.isArray(saved.value) ? saved.value.map(String) : typeof saved.value === 'string' ? [saved.value] : types;
      continue;
    }
    const filter = fromSavedFilter(saved);
    if (filter) must.push(filter);
  }
  const selectedFacets = Object.fromEntries(Object.entries(fields.selectedFacets ?? {}).map(([field, keys]) => [field, stringKeys(keys)]));
  const sort: SortKey[] = (fields.sortBy ?? []).map((s) => ({ field: s.key, order: s.order }));
  return { types, text: fields.searchString ?? '', must, selectedFacets, sort, max: DEFAULT_SEARCH_MAX };
}

/** The name of a saved search in a locale: its translation, else its name. */
export function savedSearchName(fields: Pick<SavedSearchFields, 'name' | 'nameT'>, locale: string): string {
  return fields.nameT?.[locale] ?? fields.name;
}
