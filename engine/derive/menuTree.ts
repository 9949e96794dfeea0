import type { NavItem } from '../declarations/bundle';
import { CORE_CAPABILITY } from '../registry/registry';
import { evaluateShowRule, holdsCapability, isCapabilityKeyGranted, type Deployment, type MenuUser } from './showRule';

export interface MenuNode {
  path: string;
  /** Message id. */
  title: string;
  icon?: string;
  item: NavItem;
  children: MenuNode[];
}

/** The drawer menu and, listed separately (spec §2), the administrator menu. */
export interface MenuTree {
  main: MenuNode[];
  admin: MenuNode[];
}

/** Path of the administrator menu's container; the header renders it, so it is no node itself. */
export const ADMIN_MENU = 'admin';

/** Paths of the administrator menu ("admin", "admin.sysalerts" ...): menus, routes and views for administrators only. */
export function isAdminPath(path: string): boolean {
  return path === ADMIN_MENU || path.startsWith(`${ADMIN_MENU}.`);
}

/**
 * Whether one nav item may appear for this user, its parents aside. Gates first: a dedicated
 * deployment hides capability menus whose key it lacks; signed-out-only and protected items follow
 * the session. Then (business spec §2) it shows if core, if the user holds its capability or is
 * an administrator, or if its show rule passes; admin items only ever show to administrators.
 * An item naming neither capability nor show rule belongs to Core, which every user holds.
 */
export function isNavItemVisible(item: NavItem, user: MenuUser, deployment: Deployment): boolean {
  const capability = item.capability;
  if (capability && capability !== CORE_CAPABILITY && !isCapabilityKeyGranted(deployment, capability)) return false;
  if (item.signedOutOnly && user.signedIn) return false;
  if (item.protected && !user.validToken) return false;
  const showPasses = item.show ? evaluateShowRule(item.show, user, deployment) : undefined;
  if (item.admin) return user.admin && showPasses !== false;
  if (item.core || user.admin) return true;
  if (capability && holdsCapability(user, capability)) return true;
  if (showPasses !== undefined) return showPasses;
  return !capability && holdsCapability(user, CORE_CAPABILITY);
}

/** Titles are message ids, so the order is by code unit: stable whatever the locale. */
function compareNodes(a: MenuNode, b: MenuNode): number {
  const orderA = a.item.order ?? Number.POSITIVE_INFINITY;
  const orderB = b.item.order ?? Number.POSITIVE_INFINITY;
  if (orderA !== orderB) return orderA < orderB ? -1 : 1;
  if (a.title !== b.title) return a.title < b.title ? -1 : 1;
  return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}

function parentPaths(path: string): string[] {
  const parts = path.split('.');
  return parts.slice(1).map((_, i) => parts.slice(0, parts.length - 1 - i).join('.'));
}

/** A group view lists its children; only other views give a parent something of its own to show. */
function hasOwnView(item: NavItem): boolean {
  return item.view !== undefined && item.view.kind !== 'group';
}

/**
 * Builds the menu from every plugin's nav items: a tree by dotted path, children sorted by order
 * then title. Route-only items never appear. A hidden item hides its whole subtree; an item whose
 * parent path is not declared hangs from the nearest declared ancestor (or the top). Parents whose
 * children are all hidden and that have no view of their own are dropped. Items under "admin."
 * form the separate administrator menu.
 */
export function buildMenuTree(navItems: readonly NavItem[], user: MenuUser, deployment: Deployment): MenuTree {
  const declared = new Map<string, NavItem>();
  for (const item of navItems) if (!item.routeOnly && item.path !== ADMIN_MENU && !declared.has(item.path)) declared.set(item.path, item);

  const visible = new Map<string, MenuNode>();
  for (const [path, item] of declared) {
    if (isNavItemVisible(item, user, deployment)) {
      visible.set(path, { path, title: item.title, ...(item.icon ? { icon: item.icon } : {}), item, children: [] });
    }
  }

  const roots: MenuNode[] = [];
  for (const node of visible.values()) {
    const parentPath = parentPaths(node.path).find((p) => declared.has(p));
    if (parentPath === undefined) {
      roots.push(node);
      continue;
    }
    // The nearest declared ancestor decides: hidden means the whole branch is hidden.
    visible.get(parentPath)?.children.push(node);
  }

  const hasDeclaredChildren = (path: string): boolean => [...declared.keys()].some((p) => p.startsWith(`${path}.`));
  const prune = (nodes: MenuNode[]): MenuNode[] =>
    nodes
      .map((node) => ({ ...node, children: prune(node.children) }))
      .filter((node) => node.children.length > 0 || hasOwnView(node.item) || !hasDeclaredChildren(node.path))
      .sort(compareNodes);

  const tree = prune(roots);
  return { main: tree.filter((n) => !isAdminPath(n.path)), admin: tree.filter((n) => isAdminPath(n.path)) };
}
