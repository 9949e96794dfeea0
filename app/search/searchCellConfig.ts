import type { NavItem, NavView } from '../../engine/declarations/bundle';
import type { Registry } from '../../engine/registry/registry';
import { DEFAULT_SEARCH_MAX } from './searchProtocol';
import { declaredFilters, declaredSelection, initialSearchState, type SearchState } from './searchState';

/** What a search cell was opened as: a declared nav view of kind search, or the general /search. */
export interface SearchCellConfig {
  nav?: NavItem;
  view?: NavView;
  /** The core /search route: every type, the text from the c{n} parameter. */
  general: boolean;
}

/** The core route of the general search (/search?c0=text). */
export const GENERAL_SEARCH_VIEW = 'search';

/**
 * The nav declaration behind a view cell key ("v-consult.projects"). The core plugin declares
 * /search itself as a search view (its title, icon and sort): it stays the general search that
 * follows the text of its address.
 */
export function searchCellConfig(registry: Registry, cellKey: string): SearchCellConfig {
  const name = cellKey.startsWith('v-') ? cellKey.slice(2) : cellKey;
  const nav = registry.nav.find((item) => item.path === name);
  const view = nav?.view?.kind === 'search' ? nav.view : undefined;
  return { ...(nav ? { nav } : {}), ...(view ? { view } : {}), general: view === undefined || name === GENERAL_SEARCH_VIEW };
}

/** The first search of a cell: the declaration's types, filters, facet selection and sort; the route text for /search. */
export function initialCellState(config: SearchCellConfig, types: string[], routeParam: string | undefined): SearchState {
  return initialSearchState({
    types,
    must: declaredFilters(config.view?.must),
    selectedFacets: declaredSelection(config.view?.selectedFacets),
    sort: config.view?.sort ? [...config.view.sort] : [],
    text: config.general ? (routeParam ?? '') : '',
    max: DEFAULT_SEARCH_MAX,
  });
}
