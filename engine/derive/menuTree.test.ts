import { describe, expect, it } from 'vitest';
import type { NavItem, NavView } from '../declarations/bundle';
import { buildMenuTree, isNavItemVisible, type MenuNode } from './menuTree';
import type { Deployment, MenuUser } from './showRule';

const search: NavView = { kind: 'search', types: ['Widget'] };
const nav: NavItem[] = [
  { path: 'home', title: 'nav.home', core: true, order: 0, view: { kind: 'component', component: 'Home' } },
  { path: 'consult', title: 'nav.consult', capability: 'ConsultSubmit', order: 20 },
  { path: 'consult.projects', title: 'nav.consult.projects', capability: 'ConsultSubmit', view: search, order: 2 },
  { path: 'consult.dashboard', title: 'nav.consult.dashboard', capability: 'ConsultSubmit', view: search, order: 1 },
  { path: 'consult.audit', title: 'nav.consult.audit', capability: 'ConsultSubmit', admin: true, view: search },
  { path: 'geokeeper', title: 'nav.geokeeper', capability: 'GeoKeeper', order: 30, view: { kind: 'group' } },
  { path: 'geokeeper.public', title: 'nav.geokeeper.public', core: true, view: search },
  { path: 'geokeeper.private', title: 'nav.geokeeper.private', capability: 'GeoKeeper', view: search },
  { path: 'data', title: 'nav.data', order: 40 },
  { path: 'data.imports', title: 'nav.data.imports', capability: 'Import', view: search },
  { path: 'my-organizations', title: 'nav.myOrganizations', capability: 'Org', view: search, order: 10 },
  { path: 'b-alpha', title: 'nav.b', view: search },
  { path: 'a-alpha', title: 'nav.a', view: search },
  { path: 'orphan.child', title: 'nav.orphan.child', view: search, order: 50 },
  { path: 'register', title: 'nav.register', signedOutOnly: true, view: search },
  { path: 'notifications', title: 'nav.notifications', protected: true, view: search },
  { path: 'sign-out', title: 'nav.signOut', routeOnly: true, noColumns: true },
  { path: 'spatial', title: 'nav.spatial', show: { signedIn: true }, view: search },
  { path: 'admin', title: 'nav.admin' },
  { path: 'admin.all-items', title: 'nav.admin.allItems', admin: true, view: search, order: 1 },
  { path: 'admin.state', title: 'nav.admin.state', admin: true, show: { dedicated: false }, view: search, order: 3 },
  { path: 'admin.lovs', title: 'nav.admin.lovs', capability: 'Lovs', view: search, order: 2 },
];

const member: MenuUser = { signedIn: true, admin: false, capabilities: { Core: true, ConsultSubmit: true, Org: true }, validToken: true };
const admin: MenuUser = { signedIn: true, admin: true, capabilities: { Core: true }, validToken: true };
const anonymous: MenuUser = { signedIn: false, admin: false, capabilities: { Core: true }, validToken: false };
const open: Deployment = { dedicated: false };

/** Tree as nested paths, which is what the assertions care about. */
function shape(nodes: MenuNode[]): unknown[] {
  return nodes.map((n) => (n.children.length > 0 ? { [n.path]: shape(n.children) } : n.path));
}

describe('buildMenuTree', () => {
  it('builds a member’s tree: capability items, core items, sorted by order then title', () => {
    const tree = buildMenuTree(nav, member, open);
    expect(shape(tree.main)).toEqual([
      'home',
      'my-organizations',
      { consult: ['consult.dashboard', 'consult.projects'] },
      'orphan.child',
      'a-alpha',
      'b-alpha',
      'notifications',
      'spatial',
    ]);
    expect(shape(tree.admin)).toEqual([]);
  });

  it('shows administrators every item, admin items in their own menu', () => {
    const tree = buildMenuTree(nav, admin, open);
    expect(shape(tree.main)).toEqual([
      'home',
      'my-organizations',
      { consult: ['consult.dashboard', 'consult.projects', 'consult.audit'] },
      { geokeeper: ['geokeeper.private', 'geokeeper.public'] },
      { data: ['data.imports'] },
      'orphan.child',
      'a-alpha',
      'b-alpha',
      'notifications',
      'spatial',
    ]);
    expect(shape(tree.admin)).toEqual(['admin.all-items', 'admin.lovs', 'admin.state']);
  });

  it('keeps admin items from anyone else and applies their show rule to administrators', () => {
    expect(buildMenuTree(nav, admin, { dedicated: true, capabilityKeys: ['Lovs'] }).admin.map((n) => n.path)).toEqual(['admin.all-items', 'admin.lovs']);
    const lovEditor = { ...member, capabilities: { ...member.capabilities, Lovs: true } };
    expect(buildMenuTree(nav, lovEditor, open).admin.map((n) => n.path)).toEqual(['admin.lovs']);
  });

  it('shows signed-out visitors core, sign-up and Core-capability items only', () => {
    expect(shape(buildMenuTree(nav, anonymous, open).main)).toEqual(['home', 'orphan.child', 'a-alpha', 'b-alpha', 'register']);
  });

  it('hides a whole branch under a hidden parent, core children included', () => {
    const withoutCapability = buildMenuTree(nav, member, open);
    expect(JSON.stringify(shape(withoutCapability.main))).not.toContain('geokeeper');
    // Business spec: the geokeeper parent shows unless a dedicated deployment lacks the key; only "private" needs the capability.
    const keyed = nav.map((n) => (n.path === 'geokeeper' ? { path: n.path, title: n.title, order: n.order, show: { capabilityKey: 'GeoKeeper' } } : n));
    expect(shape(buildMenuTree(keyed, member, open).main)).toContainEqual({ geokeeper: ['geokeeper.public'] });
    expect(JSON.stringify(shape(buildMenuTree(keyed, member, { dedicated: true, capabilityKeys: ['ConsultSubmit'] }).main))).not.toContain('geokeeper');
  });

  it('hides capability menus and their subtrees in a dedicated deployment lacking the key', () => {
    const tree = buildMenuTree(nav, admin, { dedicated: true, capabilityKeys: ['ConsultSubmit'] });
    const paths = JSON.stringify(shape(tree.main));
    expect(paths).toContain('consult.projects');
    expect(paths).not.toContain('geokeeper');
    expect(paths).not.toContain('my-organizations');
  });

  it('drops a parent without a view of its own when none of its children shows', () => {
    const paths = JSON.stringify(shape(buildMenuTree(nav, member, open).main));
    expect(paths).not.toContain('"data"');
    // geokeeper's group view lists children only, so it goes too when they are all hidden.
    const noPublic = nav.filter((n) => n.path !== 'geokeeper.public');
    expect(JSON.stringify(shape(buildMenuTree(noPublic, { ...member, capabilities: { ...member.capabilities, GeoKeeper: true } }, open).main))).toContain('geokeeper.private');
    expect(JSON.stringify(shape(buildMenuTree(noPublic, member, open).main))).not.toContain('geokeeper');
  });

  it('never lists route-only items and carries title, icon and the nav item', () => {
    const tree = buildMenuTree([...nav, { path: 'x', title: 'nav.x', icon: 'star', view: search }], member, open);
    expect(JSON.stringify(shape(tree.main))).not.toContain('sign-out');
    expect(tree.main.find((n) => n.path === 'x')).toEqual({ path: 'x', title: 'nav.x', icon: 'star', item: { path: 'x', title: 'nav.x', icon: 'star', view: search }, children: [] });
  });
});

describe('isNavItemVisible', () => {
  it('lets a show rule open an item the user lacks the capability for', () => {
    const item: NavItem = { path: 'p', title: 't', capability: 'GeoKeeper', show: { capabilityKey: 'GeoKeeper' } };
    expect(isNavItemVisible(item, member, open)).toBe(true);
    expect(isNavItemVisible({ ...item, show: { admin: true } }, member, open)).toBe(false);
  });

  it('hides protected items without a valid token', () => {
    expect(isNavItemVisible({ path: 'p', title: 't', protected: true }, { ...member, validToken: false }, open)).toBe(false);
  });
});
