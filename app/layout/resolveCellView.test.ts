import { describe, expect, it } from 'vitest';
import { parseRoute } from '../routing/parseRoute';
import { navRoutes, routeTableFrom } from '../routing/routeTable';
import type { ItemViewProps, ViewProps } from '../views/viewRegistry';
import { registerItemView, registerView } from '../views/viewRegistry';
import { resolveCellView } from './resolveCellView';

const SearchKindView = (_: ViewProps) => null;
const ComponentView = (_: ViewProps) => null;
const GenericItem = (_: ItemViewProps) => null;
const OrgTimeline = (_: ItemViewProps) => null;
// vitest isolates modules per file: these registrations do not leak into other tests.
registerView('search', SearchKindView);
registerView('test-orgs-component', ComponentView);
registerItemView('*', 'default', GenericItem);
registerItemView('TestOrg', 'timeline', OrgTimeline);

const table = routeTableFrom(
  navRoutes([
    { path: 'contacts', title: 't', view: { kind: 'search', types: ['Contact'] } },
    { path: 'orgs', title: 't', view: { kind: 'component', component: 'test-orgs-component' } },
    { path: 'lonely', title: 't', view: { kind: 'component', component: 'not-registered' } },
  ]),
);

function resolveFirst(path: string, search = '') {
  const column = parseRoute(path, search, table).columns[0];
  if (!column) throw new Error('no column');
  return resolveCellView(column);
}

describe('resolveCellView', () => {
  it('finds a nav view by its component name', () => {
    expect(resolveFirst('/orgs', '?c0=x')).toEqual({ kind: 'view', Component: ComponentView, props: { cellKey: 'v-orgs', columnIndex: 0, routeParam: 'x' } });
  });

  it('serves every nav view of a kind with the view registered under the kind', () => {
    expect(resolveFirst('/contacts')).toMatchObject({ kind: 'view', Component: SearchKindView, props: { cellKey: 'v-contacts' } });
  });

  it('reports a known route whose component nobody registered', () => {
    expect(resolveFirst('/lonely')).toEqual({ kind: 'missing', name: 'lonely' });
  });

  it('falls back to the generic item page and prefers a type-specific context view', () => {
    expect(resolveFirst('/i-TestOrg-3')).toMatchObject({ kind: 'item', Component: GenericItem, props: { id: 'TestOrg-3', type: 'TestOrg' } });
    expect(resolveFirst('/i-TestOrg-3-timeline')).toMatchObject({ kind: 'item', Component: OrgTimeline, props: { context: 'timeline' } });
  });

  it('marks unknown segments invalid', () => {
    expect(resolveFirst('/nothing-here')).toEqual({ kind: 'invalid' });
  });

  it('lets an explicit route parameter (a no-columns sub-path) win', () => {
    const column = parseRoute('/orgs', '?c0=x', table).columns[0];
    expect(column && resolveCellView(column, 'sub/path')).toMatchObject({ props: { routeParam: 'sub/path' } });
  });
});
