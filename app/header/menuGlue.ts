import type { NavItem } from '../../engine/declarations/bundle';
import type { User } from '../../generated/types/core';
import { buildMenuTree } from '../../engine/derive/menuTree';
import type { MenuNode, MenuTree } from '../../engine/derive/menuTree';
import type { Deployment, MenuUser } from '../../engine/derive/showRule';
import { userRightsOf } from '../../engine/derive/userRights';
import { CORE_CAPABILITY } from '../../engine/registry/registry';
import { itemLocation, viewLocation } from '../routing/buildLocation';

/** The parts of the session user the menu looks at. */
export type MenuUserSource = Partial<Pick<User, 'admin' | 'capabilities'>>;

/**
 * The menu's view of the person looking. Signed out means the blank user (capabilities { Core: true },
 * platform spec §3); a stale token counts as signed in but without a valid token.
 */
export function menuUserOf(user: MenuUserSource | undefined, signedIn: boolean, validToken: boolean): MenuUser {
  if (!signedIn || user === undefined) return { signedIn: false, admin: false, capabilities: { [CORE_CAPABILITY]: true }, validToken: false };
  const { admin, capabilities } = userRightsOf(user);
  return { signedIn: true, admin, capabilities, validToken };
}

/** The drawer and admin menus for this user (engine/derive buildMenuTree over every plugin's nav items). */
export function menuFor(nav: readonly NavItem[], user: MenuUser, deployment: Deployment): MenuTree {
  return buildMenuTree(nav, user, deployment);
}

/** Where a menu entry leads: its view route, or nowhere for a pure group. */
export function menuHref(node: MenuNode): string | undefined {
  if (node.item.view?.kind === 'group' && node.children.length > 0) return undefined;
  const name = node.path.split('/')[0] ?? node.path;
  return viewLocation(name);
}

/** Every entry of a tree, parents before children, with its depth (the home dashboard lists them). */
export function flattenMenu(nodes: readonly MenuNode[], depth = 0): { node: MenuNode; depth: number }[] {
  return nodes.flatMap((node) => [{ node, depth }, ...flattenMenu(node.children, depth + 1)]);
}

/** Whether an entry is the current route or an ancestor of it (highlighted in the drawer). */
export function isMenuActive(node: MenuNode, viewName: string | undefined): boolean {
  if (viewName === undefined) return false;
  return viewName === node.path || viewName.startsWith(`${node.path}.`);
}

/** The user's own page: /i-{userId} (platform spec §2 user menu). */
export function profileLocation(userId: string): string {
  return itemLocation(userId);
}
