import { registerAdminTypesView } from '../admin-types/registerAdminTypesView';
import { NotificationsView } from '../notifications/NotificationsView';
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
 * card, timeline. app/main.tsx imports this file once.
 */
export function registerCoreViews(): void {
  registerView('search', SearchView);
  registerView('notifications', NotificationsView);
  registerItemView(GENERIC_TYPE, 'default', ItemPage);
  registerItemView(GENERIC_TYPE, 'create', ItemPage);
  registerItemView(GENERIC_TYPE, 'edit', ItemPage);
  registerItemView(GENERIC_TYPE, 'card', ItemCardPage);
  registerItemView(GENERIC_TYPE, 'timeline', TimelineView);
  registerAdminTypesView();
}

registerCoreViews();
