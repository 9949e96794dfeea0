import { registerAdminTypesView } from '../admin-types/registerAdminTypesView';
import { NotificationsView } from '../notifications/NotificationsView';
import { SavedSearchPage } from '../search/SavedSearchPage';
import { SAVED_SEARCH_TYPE } from '../search/savedSearch';
import { SavedSearchesView } from '../search/SavedSearchesView';
import { SearchView } from '../search/SearchCell';
import { ItemCardPage } from './item/ItemCardPage';
import { ItemPage } from './item/ItemPage';
import { TimelineView } from './item/TimelineView';
import { registerItemView, registerView } from './viewRegistry';

/** Every type falls back to these (a plugin registers its own view for a type or context to replace one). */
const GENERIC_TYPE = '*';

/**
 * The views of the platform core: the search cell (the /search route and every nav view of kind
 * "search"), the notification list, and the generated item pages: default (and create cells),
 * card, timeline, and the page of a saved search (its search). app/main.tsx imports this file once.
 */
export function registerCoreViews(): void {
  registerView('search', SearchView);
  registerView('notifications', NotificationsView);
  registerView('saved-searches', SavedSearchesView);
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
