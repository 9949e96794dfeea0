import { describe, expect, it } from 'vitest';
import { buildRegistry } from '../../engine/registry/buildRegistry';
import { bundlesFromFiles } from '../../engine/registry/bundleFromFiles';
import { sampleFiles } from '../../engine/registry/__fixtures__/sampleFiles';
import { initialCellState, searchCellConfig } from './searchCellConfig';

function registry() {
  const files = sampleFiles();
  files['demo/nav.json'] = {
    items: [
      { path: 'search', title: 'nav.search', routeOnly: true, view: { kind: 'search', sort: [{ field: '_c.ts', order: 'desc' }] } },
      {
        path: 'demo.widgets',
        title: 'nav.demo.widgets',
        view: { kind: 'search', types: ['Widget'], must: [{ prop: 'colour', kind: 'eq', value: 'RED' }, { prop: 'owner', kind: 'actor', value: 'orgs' }], selectedFacets: { colour: 'RED' }, sort: [{ field: 'name', order: 'desc' }], create: 'Widget' },
      },
    ],
  };
  const result = buildRegistry(bundlesFromFiles(files).bundles);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.registry;
}

describe('search cell configuration', () => {
  it('reads a declared search view from the cell key', () => {
    const config = searchCellConfig(registry(), 'v-demo.widgets');
    expect(config.general).toBe(false);
    expect(config.view?.create).toBe('Widget');
    expect(initialCellState(config, ['Widget'], 'ignored')).toEqual({
      types: ['Widget'],
      text: '',
      // An actor filter travels as declared: the server resolves it for the asker.
      must: [
        { prop: 'colour', kind: 'eq', value: 'RED' },
        { prop: 'owner', kind: 'actor', value: 'orgs' },
      ],
      selectedFacets: { colour: ['RED'] },
      sort: [{ field: 'name', order: 'desc' }],
      max: 50,
    });
  });

  it('treats /search as the general search with the route text', () => {
    const config = searchCellConfig(registry(), 'v-search');
    expect(config.general).toBe(true);
    expect(initialCellState(config, [], 'oak').text).toBe('oak');
  });

  it('keeps /search general when a plugin declares it as a search view', () => {
    const config = searchCellConfig(registry(), 'v-search');
    expect(config.view?.sort).toEqual([{ field: '_c.ts', order: 'desc' }]);
    expect(initialCellState(config, [], 'oak')).toMatchObject({ text: 'oak', sort: [{ field: '_c.ts', order: 'desc' }] });
  });
});
