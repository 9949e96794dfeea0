/** The route of searches opened by code (ViewProps.openSearch): /…/search-results?c{n}={link}. */
export const LINKED_SEARCH_VIEW = 'search-results';
