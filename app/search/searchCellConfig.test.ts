import { describe, expect, it } from 'vitest';
import { buildRegistry } from '../../engine/registry/buildRegistry';
import { bundlesFromFiles } from '../../engine/registry/bundleFromFiles';
import { sampleFiles } from '../../engine/registry/__fixtures__/sampleFiles';
import { initialCellState, searchCellConfig } from './searchCellConfig';

function registry() {
  const files = sampleFiles();
  files['demo/nav.json'] = {
    items: [
      {
        path: 'demo.widgets',
        title: 'nav.demo.widgets',
        view: { kind: 'search', types: ['Widget'], must: [{ prop: 'colour', kind: 'eq', value: 'RED' }], selectedFacets: { colour: 'RED' }, sort: [{ field: 'name', order: 'desc' }], create: 'Widget' },
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
      must: [{ prop: 'colour', kind: 'eq', value: 'RED' }],
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
});
