import type { SortKey } from '../../engine/declarations/bundle';
import type { SearchFacet } from '../../engine/derive/searchModel';
import { asSearchFilter, DEFAULT_SEARCH_MAX, type FacetRequest, type SearchFilter, type SearchRequest } from './searchProtocol';

/** What a search cell searches for: the declaration's scope plus what the user chose. */
export interface SearchState {
  /** Types searched; empty = every type the general search covers. */
  types: string[];
  /** Full-text box. */
  text: string;
  /** Fixed filters (the nav declaration's must, a saved search's criteria). */
  must: SearchFilter[];
  /** Facet field to selected bucket keys. */
  selectedFacets: Record<string, string[]>;
  sort: SortKey[];
  max: number;
}

export function initialSearchState(parts: Partial<SearchState> & { types: string[] }): SearchState {
  return {
    text: '',
    must: [],
    selectedFacets: {},
    sort: [],
    max: DEFAULT_SEARCH_MAX,
    ...parts,
  };
}

/** The declared must filters of a nav view, narrowed to wire filters. */
export function declaredFilters(must: readonly unknown[] | undefined): SearchFilter[] {
  return (must ?? []).map(asSearchFilter).filter((f) => f !== undefined);
}

/** The declared selected facets of a nav view ({field: key | keys}). */
export function declaredSelection(selected: unknown): Record<string, string[]> {
  if (typeof selected !== 'object' || selected === null) return {};
  const result: Record<string, string[]> = {};
  for (const [field, keys] of Object.entries(selected)) {
    const list = (Array.isArray(keys) ? keys : [keys]).filter((k) => typeof k === 'string' || typeof k === 'number' || typeof k === 'boolean').map(String);
    if (list.length > 0) result[field] = list;
  }
  return result;
}

/** Facets the current user sees: adminOnly ones only for administrators, hidden ones never. */
export function visibleFacets(facets: readonly SearchFacet[], admin: boolean): SearchFacet[] {
  return facets.filter((f) => !f.hide && (admin || !f.adminOnly));
}

/** Filters that hold for every hit: the type scope, the fixed filters, the typed text. */
export function scopeFilters(state: Pick<SearchState, 'types' | 'must' | 'text'>): SearchFilter[] {
  const filters: SearchFilter[] = [];
  if (state.types.length > 0) filters.push({ kind: 'type', value: state.types.length === 1 ? (state.types[0] ?? '') : [...state.types] });
  filters.push(...state.must);
  const text = state.text.trim();
  if (text !== '') filters.push({ kind: 'text', value: text });
  return filters;
}

/** The facets the user selected buckets of, as facet requests (an action on the search applies them as search/ids does). */
export function selectedFacetRequests(state: Pick<SearchState, 'selectedFacets'>, facets: readonly SearchFacet[]): FacetRequest[] {
  return facets.flatMap((facet) => {
    const selected = state.selectedFacets[facet.field];
    return selected && selected.length > 0 ? [{ field: facet.field, kind: facet.kind, ...(facet.lov ? { lov: facet.lov } : {}), selected: [...selected] }] : [];
  });
}

/**
 * The search/ids body of a state: scope filters, one facet request per visible facet with its
 * selection (the server applies every selection and counts each facet without its own), the sort
 * (the model's default sort when the user chose none) and the current max.
 */
export function buildSearchRequest(state: SearchState, facets: readonly SearchFacet[], defaultSort: readonly SortKey[], tzOffset: number): SearchRequest {
  const facetRequests: FacetRequest[] = facets.map((facet) => {
    const selected = state.selectedFacets[facet.field];
    return {
      field: facet.field,
      kind: facet.kind,
      ...(facet.lov ? { lov: facet.lov } : {}),
      ...(facet.limit ? { limit: facet.limit } : {}),
      ...(selected && selected.length > 0 ? { selected: [...selected] } : {}),
    };
  });
  const sort = (state.sort.length > 0 ? state.sort : defaultSort).map((s) => ({ field: s.field, order: s.order }));
  return {
    must: scopeFilters(state),
    ...(facetRequests.length > 0 ? { facets: facetRequests } : {}),
    ...(sort.length > 0 ? { sort } : {}),
    labels: true,
    max: state.max,
    tzOffset,
  };
}

/** Adds or removes one bucket key of a facet's selection; an emptied facet is dropped. */
export function toggleFacetKey(selected: Readonly<Record<string, string[]>>, field: string, key: string): Record<string, string[]> {
  const current = selected[field] ?? [];
  const next = current.includes(key) ? current.filter((k) => k !== key) : [...current, key];
  const result = { ...selected };
  if (next.length === 0) delete result[field];
  else result[field] = next;
  return result;
}

/** Minutes east of UTC, as the search request's tzOffset wants it (Date's offset is west-positive). */
export function currentTzOffset(now: Date): number {
  return -now.getTimezoneOffset();
}

/** "Load more": the next max. */
export function nextMax(max: number): number {
  return max + DEFAULT_SEARCH_MAX;
}
