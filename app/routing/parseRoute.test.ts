import { describe, expect, it } from 'vitest';
import { buildLocation, columnSpecs, itemLocation, viewLocation } from './buildLocation';
import { parseRoute } from './parseRoute';
import { navRoutes, routeTableFrom } from './routeTable';

const table = routeTableFrom([
  { name: 'consult.projects' },
  { name: 'timeline' },
]);

describe('parseRoute', () => {
  it('opens the home view for an empty path', () => {
    const route = parseRoute('/', '', table);
    expect(route.columns).toHaveLength(1);
    expect(route.columns[0]).toMatchObject({ kind: 'view', key: 'v-home', ci: 0 });
    expect(route.canonical).toBeUndefined();
  });

  it('sends /home to / so home always shows as /', () => {
    expect(parseRoute('/home', '?c0=x', table).canonical).toBe('/?c0=x');
  });

  it('reads the first non-item segment as a view key and the rest as item cells', () => {
    const route = parseRoute('/consult.projects/i-Consultation-21/i-Organization-3-timeline', '', table);
    expect(route.columns.map((c) => c.key)).toEqual(['v-consult.projects', 'i-Consultation-21', 'i-Organization-3-timeline']);
    const last = route.columns[2];
    expect(last?.kind === 'item' && last.item).toEqual({ id: 'Organization-3', type: 'Organization', index: 3, context: 'timeline' });
    expect(last?.parentKey).toBe('i-Consultation-21');
    expect(route.view?.name).toBe('consult.projects');
  });

  it('gives each column its c{n} query parameter', () => {
    const route = parseRoute('/search/i-User-4', '?c0=oak%20tree&c1=tab2&x=1', table);
    expect(route.columns.map((c) => c.routeParam)).toEqual(['oak tree', 'tab2']);
  });

  it('lets a bare timeline after an item open that item timeline', () => {
    const route = parseRoute('/i-Organization-3/timeline', '', table);
    expect(route.columns.map((c) => c.key)).toEqual(['i-Organization-3', 'i-Organization-3-timeline']);
  });

  it('keeps the global timeline view when it comes first', () => {
    expect(parseRoute('/timeline', '', table).columns[0]).toMatchObject({ kind: 'view', name: 'timeline' });
  });

  it('marks an unknown view key as not valid', () => {
    const route = parseRoute('/nonsense/i-User-3', '', table);
    expect(route.columns[0]).toMatchObject({ kind: 'invalid', key: 'v-nonsense', segment: 'nonsense' });
    expect(route.columns[1]).toMatchObject({ kind: 'item', key: 'i-User-3' });
  });

  it('marks malformed item segments and a second view key as not valid', () => {
    const route = parseRoute('/search/i-Foo/about', '', table);
    expect(route.columns[1]).toMatchObject({ kind: 'invalid', detail: "Cell key must start with 'i-'" });
    expect(route.columns[2]).toMatchObject({ kind: 'invalid', key: 'v-about' });
  });

  it('gives a no-columns view the rest of the path', () => {
    const route = parseRoute('/docs/getting-started/first-steps', '', table);
    expect(route.noColumns).toBe(true);
    expect(route.columns).toHaveLength(1);
    expect(route.subPath).toBe('getting-started/first-steps');
  });

  it('reads view names as single segments', () => {
    expect(parseRoute('/consult.projects/x', '', table).columns[1]).toMatchObject({ kind: 'invalid', segment: 'x' });
  });

  it('decodes escaped segments and survives malformed escapes', () => {
    expect(parseRoute('/%E0%A4%A', '', table).columns[0]).toMatchObject({ kind: 'invalid', segment: '%E0%A4%A' });
  });
});

describe('buildLocation', () => {
  it('round-trips parsed routes', () => {
    for (const [path, search] of [
      ['/consult.projects/i-Consultation-21', '?c0=abc'],
      ['/i-Organization-3/i-Organization-3-timeline', ''],
      ['/search', '?c0=a+b'],
    ] as const) {
      const location = buildLocation(columnSpecs(parseRoute(path, search, table).columns));
      expect(location).toBe(`${path}${search}`);
    }
  });

  it('shows a lone home view as /', () => {
    expect(buildLocation([{ key: 'v-home' }])).toBe('/');
    expect(buildLocation([])).toBe('/');
    expect(buildLocation([{ key: 'v-home' }, { key: 'i-User-2' }])).toBe('/home/i-User-2');
  });

  it('builds view and item addresses', () => {
    expect(viewLocation('search', 'oak tree')).toBe('/search?c0=oak+tree');
    expect(itemLocation('Organization-3')).toBe('/i-Organization-3');
    expect(itemLocation('Organization-3', 'timeline')).toBe('/i-Organization-3-timeline');
  });
});

describe('navRoutes', () => {
  it('turns nav items into routes keyed by their first path segment', () => {
    const navTable = routeTableFrom(
      navRoutes([
        { path: 'geokeeper.my-data', title: 't' },
        { path: 'guide/{key}', title: 't', noColumns: true },
        { path: 'notifications', title: 'nav.notifications', icon: 'notifications' },
      ]),
    );
    expect(parseRoute('/guide/a/b', '', navTable)).toMatchObject({ noColumns: true, subPath: 'a/b' });
    expect(parseRoute('/geokeeper.my-data', '', navTable).view?.route.nav?.path).toBe('geokeeper.my-data');
    // A plugin may describe a core view (for its menu entry) but not loosen its access.
    expect(navTable.get('notifications')).toMatchObject({ protected: true, nav: { icon: 'notifications' } });
  });
});
