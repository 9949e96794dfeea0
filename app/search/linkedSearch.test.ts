import { describe, expect, it } from 'vitest';
import { decodeSearchLink, encodeSearchLink, type SearchLink } from '../../engine/react/plugin/searchLinks';
import { buildLocation, columnSpecs } from '../routing/buildLocation';
import { columnsAfterLink } from '../routing/linkTarget';
import { parseRoute } from '../routing/parseRoute';
import { routeTableFrom } from '../routing/routeTable';
import { LINKED_SEARCH_VIEW } from './linkedSearchRoute';
import { buildSearchRequest, initialSearchState } from './searchState';

const table = routeTableFrom([{ name: 'admin.workflows', admin: true }]);
const link: SearchLink = {
  types: ['Case'],
  filters: [
    { prop: '_wf.definition', kind: 'eq', value: 'CASE_REVIEW' },
    { prop: '_wf.state', kind: 'eq', value: 'OPEN' },
  ],
  title: 'Case review · Open',
};

/** The address after a view in column 0 opens `search` next to it, as ViewProps.openSearch does. */
function addressAfterOpening(from: string, search: SearchLink): string {
  const current = columnSpecs(parseRoute(from, '', table).columns);
  return buildLocation(columnsAfterLink(current, 0, { key: `v-${LINKED_SEARCH_VIEW}`, routeParam: encodeSearchLink(search) }, 'next'));
}

describe('searches opened in the next column (ViewProps.openSearch)', () => {
  it('opens beside the view it came from and carries the types, filters and title in the address', () => {
    const address = new URL(addressAfterOpening('/admin.workflows', link), 'http://host');
    expect(address.pathname).toBe(`/admin.workflows/${LINKED_SEARCH_VIEW}`);
    const route = parseRoute(address.pathname, address.search, table);
    expect(route.view?.name).toBe('admin.workflows');
    const column = route.columns[1];
    expect(column).toMatchObject({ kind: 'view', key: `v-${LINKED_SEARCH_VIEW}`, ci: 1, parentKey: 'v-admin.workflows' });
    expect(decodeSearchLink(column?.routeParam)).toEqual(link);
  });

  it('replaces the search beside the view when another one opens', () => {
    const first = new URL(addressAfterOpening('/admin.workflows', link), 'http://host');
    const current = columnSpecs(parseRoute(first.pathname, first.search, table).columns);
    const done = { ...link, filters: [link.filters?.[0], { prop: '_wf.state', kind: 'eq', value: 'DONE' }] } as SearchLink;
    const next = columnsAfterLink(current, 0, { key: `v-${LINKED_SEARCH_VIEW}`, routeParam: encodeSearchLink(done) }, 'next');
    expect(next).toHaveLength(2);
    expect(decodeSearchLink(next[1]?.routeParam)?.filters?.[1]).toEqual({ prop: '_wf.state', kind: 'eq', value: 'DONE' });
  });

  it('searches the link’s types with its filters', () => {
    const decoded = decodeSearchLink(encodeSearchLink(link));
    const state = initialSearchState({ types: [...(decoded?.types ?? [])], must: [...(decoded?.filters ?? [])] });
    expect(buildSearchRequest(state, [], [], 0).must).toEqual([{ kind: 'type', value: 'Case' }, ...(link.filters ?? [])]);
  });

  it('keeps other views out of later columns', () => {
    const route = parseRoute('/admin.workflows/notifications', '', table);
    expect(route.columns[1]).toMatchObject({ kind: 'invalid', segment: 'notifications' });
  });

  it('reads no search from an address that holds none', () => {
    for (const param of [undefined, '', 'oak', '[]', '{"t":[]}', '{"t":["Case"],"f":[{"kind":"nope"}]}', '{"t":["Case"],"f":[{"kind":"eq"}]}', '{"t":["Case"],"n":3}', `{"t":["${'x'.repeat(5000)}"]}`]) {
      expect(decodeSearchLink(param)).toBeUndefined();
    }
    expect(decodeSearchLink('{"t":["Case","Permit"]}')).toEqual({ types: ['Case', 'Permit'] });
  });
});
