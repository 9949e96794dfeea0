import { describe, expect, it } from 'vitest';
import type { NavItem } from '../declarations/bundle';
import { findRoute, isKnownViewKey, routeTable } from './routeTable';

const items: NavItem[] = [
  { path: 'docs/{docKey}', title: 'nav.doc', noColumns: true, routeOnly: true },
  { path: 'docs', title: 'nav.docs', noColumns: true },
  { path: 'consult.projects', title: 'nav.consult.projects', capability: 'ConsultSubmit', view: { kind: 'search', types: ['Widget'] } },
  { path: 'notifications', title: 'nav.notifications', protected: true },
  { path: 'register', title: 'nav.register', routeOnly: true, signedOutOnly: true, public: true },
  { path: 'set-pass/{token}', title: 'nav.setPass', routeOnly: true, noColumns: true },
  { path: 'admin.sysalerts', title: 'nav.admin.sysalerts', admin: true },
  { path: 'admin.tools', title: 'nav.admin.tools' },
];

describe('routeTable', () => {
  const table = routeTable(items);

  it('keys items by path up to the first slash, an exact path winning', () => {
    expect([...table.keys()].sort()).toEqual(['admin.sysalerts', 'admin.tools', 'consult.projects', 'docs', 'notifications', 'register', 'set-pass']);
    expect(table.get('docs')?.item.title).toBe('nav.docs');
    expect(table.get('set-pass')).toMatchObject({ routeOnly: true, noColumns: true, protected: false, public: false });
  });

  it('tells the router each route’s flags', () => {
    expect(table.get('notifications')).toMatchObject({ key: 'notifications', protected: true, noColumns: false, routeOnly: false });
    expect(table.get('register')).toMatchObject({ routeOnly: true, signedOutOnly: true, public: true });
  });

  it('marks administrator views (admin: true or under admin.) as admin-only and protected', () => {
    expect(table.get('admin.sysalerts')).toMatchObject({ admin: true, protected: true });
    expect(table.get('admin.tools')).toMatchObject({ admin: true, protected: true });
    expect(table.get('notifications')).toMatchObject({ admin: false });
  });

  it('finds a route from a path segment or an internal view key', () => {
    expect(findRoute(table, 'v-consult.projects')?.item.path).toBe('consult.projects');
    expect(findRoute(table, 'docs/intro')?.item.path).toBe('docs');
    expect(isKnownViewKey(table, 'v-docs')).toBe(true);
    expect(isKnownViewKey(table, 'nope')).toBe(false);
    expect(isKnownViewKey(table, 'consult')).toBe(false);
  });
});
