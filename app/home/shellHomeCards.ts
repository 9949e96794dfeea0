import type { HomeCardContribution } from '../../engine/react/plugin/homeCards';
import { NotificationsCard } from './NotificationsCard';
import { RecentItemsCard } from './RecentItemsCard';
import { SavedSearchesCard } from './SavedSearchesCard';

/** The shell's own cards of the start page; plugins' cards join them by order (engine/react/plugin/homeCards.ts). */
export const SHELL_HOME_CARDS: readonly HomeCardContribution[] = [
  { key: 'notifications', title: 'home.notifications.title', icon: 'notifications', order: 10, component: NotificationsCard },
  { key: 'recent', title: 'home.recent.title', icon: 'history', order: 20, component: RecentItemsCard },
  { key: 'saved-searches', title: 'home.savedSearches.title', icon: 'bookmark', order: 30, component: SavedSearchesCard },
];
