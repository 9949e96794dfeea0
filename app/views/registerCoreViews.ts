import { registerAdminTypesView } from '../admin-types/registerAdminTypesView';
import { preloadSearchGrid } from '../search/LazySearchGrid';
import { LINKED_SEARCH_VIEW } from '../search/linkedSearchRoute';
import { SAVED_SEARCH_TYPE } from '../search/savedSearch';
import { lazyView } from './lazyView';
import { registerItemView, registerView } from './viewRegistry';

/** Every type falls back to these (a plugin registers its own view for a type or context to replace one). */
const GENERIC_TYPE = '*';

// Each loads with the first cell that shows it: the home page needs none of them.
const ItemPage = lazyView(() => import('./item/ItemPage').then((m) => m.ItemPage));
const ItemCardPage = lazyView(() => import('./item/ItemCardPage').then((m) => m.ItemCardPage));
const TimelineView = lazyView(() => import('./item/TimelineView').then((m) => m.TimelineView));
const NotificationsView = lazyView(() => import('../notifications/NotificationsView').then((m) => m.NotificationsView));
const DashboardView = lazyView(() => import('../dashboards/DashboardView').then((m) => m.DashboardView));
const SavedSearchesView = lazyView(() => import('../search/SavedSearchesView').then((m) => m.SavedSearchesView));
const SavedSearchPage = lazyView(() => {
  preloadSearchGrid();
  return import('../search/SavedSearchPage').then((m) => m.SavedSearchPage);
});
// A search cell always ends in a grid: its chunk is fetched with the cell's, not after the first results.
const SearchView = lazyView(() => {
  preloadSearchGrid();
  return import('../search/SearchCell').then((m) => m.SearchView);
});
const LinkedSearchView = lazyView(() => {
  preloadSearchGrid();
  return import('../search/LinkedSearchView').then((m) => m.LinkedSearchView);
});

/**
 * The views of the platform core: the search cell (the /search route and every nav view of kind
 * "search"), the notification list, and the generated item pages: default (and create cells),
 * card, timeline, and the page of a saved search (its search). app/main.tsx imports this file once.
 */
export function registerCoreViews(): void {
  registerView('search', SearchView);
  // Searches views open in the next column (ViewProps.openSearch): the address carries them.
  registerView(LINKED_SEARCH_VIEW, LinkedSearchView);
  registerView('notifications', NotificationsView);
  registerView('saved-searches', SavedSearchesView);
  // Every nav view of kind dashboard (its dashboards are data: app/dashboards).
  registerView('dashboard', DashboardView);
  registerItemView(GENERIC_TYPE, 'default', ItemPage);
  registerItemView(GENERIC_TYPE, 'create', ItemPage);
  registerItemView(GENERIC_TYPE, 'edit', ItemPage);
  registerItemView(GENERIC_TYPE, 'card', ItemCardPage);
  registerItemView(GENERIC_TYPE, 'timeline', TimelineView);
  // Opening a saved search runs it (a search cell); its fields stay editable in the edit context.
  registerItemView(SAVED_SEARCH_TYPE, 'default', SavedSearchPage);
  registerAdminTypesView();
}

registerCoreViews();
