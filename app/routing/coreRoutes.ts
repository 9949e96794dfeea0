import { LINKED_SEARCH_VIEW } from '../search/linkedSearchRoute';
import type { RouteInfo } from './routeTypes';

/**
 * Views the shell itself provides (platform spec §2 "Core routes"). Plugin navigation items add
 * their own views on top (see routeTableFrom); a plugin can not take these names away.
 */
export const CORE_ROUTES: readonly RouteInfo[] = [
  { name: 'home' },
  { name: 'sign-in', routeOnly: true },
  { name: 'register', routeOnly: true, signedOutOnly: true },
  { name: 'forgot-password', routeOnly: true, signedOutOnly: true },
  { name: 'sign-out', routeOnly: true, noColumns: true },
  { name: 'set-pass', routeOnly: true, noColumns: true },
  { name: 'confirm-email', routeOnly: true, noColumns: true },
  { name: 'terms', routeOnly: true, noColumns: true },
  { name: 'privacy-policy', routeOnly: true, noColumns: true },
  { name: 'imprint', routeOnly: true, protected: true },
  { name: 'whats-new', routeOnly: true },
  { name: 'docs', routeOnly: true, noColumns: true },
  { name: 'about', routeOnly: true, noColumns: true },
  { name: 'notifications', routeOnly: true, protected: true },
  { name: 'search', routeOnly: true },
  { name: LINKED_SEARCH_VIEW, routeOnly: true, anyColumn: true },
];
