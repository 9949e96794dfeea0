import { describe, expect, it } from 'vitest';
import { buildRegistry } from './buildRegistry';
import { bundlesFromFiles, type PluginFiles } from './bundleFromFiles';
import { sampleFiles } from './__fixtures__/sampleFiles';
import type { DeclarationError } from '../declarations/bundle';
import type { Registry } from './registry';

/** The sample "demo" plugin plus an "addon" plugin that builds on it. */
function withAddon(addon: PluginFiles, manifest: Record<string, unknown> = { key: 'addon', label: 'plugins.addon', dependsOn: ['demo'] }): PluginFiles {
  return { ...sampleFiles(), 'addon/plugin.json': manifest, ...addon };
}

const widgetExtension = {
  key: 'Widget',
  extends: 'Widget',
  label: 'types.Widget.label',
  schema: { type: 'object', properties: { rating: { type: 'integer', minimum: 1, maximum: 5 }, partner: { type: 'string', format: 'item-id', itemTypes: ['Widget'] } } },
  fields: { rating: { cell: 'stars' } },
  search: { headers: [{ field: 'rating', sortable: true }], facets: [{ field: 'rating', kind: 'terms' }] },
  view: { related: [{ key: 'partners', title: 'types.Widget.related.partners', type: 'Widget', field: 'partner' }] },
  examples: [{ name: 'Gear', rating: 4 }],
};

function build(files: PluginFiles): { registry?: Registry; errors: DeclarationError[] } {
  const loaded = bundlesFromFiles(files);
  if (loaded.errors.length > 0) return { errors: loaded.errors };
  const result = buildRegistry(loaded.bundles);
  return result.ok ? { registry: result.registry, errors: [] } : { errors: result.errors };
}

describe('plugins extending other plugins', () => {
  it('adds fields, a related list, a column and a facet to another plugin\'s type, with a contributed cell', () => {
    const { registry, errors } = build(
      withAddon({ 'addon/types/Widget.type.json': widgetExtension }, { key: 'addon', label: 'plugins.addon', dependsOn: ['demo'], contributes: { cells: ['stars'] } }),
    );
    expect(errors).toEqual([]);
    const widget = registry?.types.get('Widget');
    expect(widget?.plugin).toBe('demo');
    expect(Object.keys(widget?.declaration.schema.properties ?? {})).toEqual(['name', 'colour', 'start', 'end', 'code', 'rating', 'partner']);
    expect(widget?.declaration.view?.related?.map((r) => r.key)).toEqual(['partners']);
    expect(widget?.declaration.search?.headers?.map((h) => h.field)).toEqual(['name', 'rating', '_c.ts']);
    expect(widget?.search.facets.map((f) => f.field)).toEqual(['colour', 'rating', '_c.ts']);
    expect(widget?.declaration.view?.titleField).toBe('name');
    expect(registry?.catalog.cells.has('stars')).toBe(true);
    expect(registry?.catalog.contributedBy.get('cells:stars')).toBe('addon');
  });

  it('orders plugins by dependsOn whatever their names', () => {
    const files = withAddon({}, { key: 'aaa', label: 'plugins.aaa', dependsOn: ['demo'] });
    delete files['addon/plugin.json'];
    files['aaa/plugin.json'] = { key: 'aaa', label: 'plugins.aaa', dependsOn: ['demo'] };
    expect(build(files).registry?.bundles.map((b) => b.manifest.key)).toEqual(['demo', 'aaa']);
  });

  it('refuses an extension of a plugin the extender does not depend on', () => {
    const { errors } = build(withAddon({ 'addon/types/Widget.type.json': { ...widgetExtension, fields: {} } }, { key: 'addon', label: 'plugins.addon' }));
    expect(errors).toContainEqual({ source: 'addon/types/Widget.type.json', path: '/extends', message: '"Widget" belongs to plugin "demo": add it to dependsOn in addon/plugin.json' });
  });

  it('refuses a field declared twice, naming both places', () => {
    const clash = { ...widgetExtension, fields: {}, schema: { type: 'object', properties: { name: { type: 'string' } } }, search: {}, view: {}, examples: [] };
    expect(build(withAddon({ 'addon/types/Widget.type.json': clash })).errors).toEqual([
      { source: 'addon/types/Widget.type.json', path: '/schema/properties/name', message: 'field "name" is already declared by demo/types/Widget.type.json' },
    ]);
  });

  it('refuses two plugins adding the same facet, naming the first', () => {
    const facetOnly = (key: string) => ({ ...widgetExtension, fields: {}, schema: { type: 'object', properties: { [key]: { type: 'string' } } }, search: { facets: [{ field: 'start', kind: 'terms' }] }, view: {}, examples: [] });
    const files = withAddon({ 'addon/types/Widget.type.json': facetOnly('a'), 'zeta/plugin.json': { key: 'zeta', label: 'plugins.zeta', dependsOn: ['addon'] }, 'zeta/types/Widget.type.json': facetOnly('b') });
    expect(build(files).errors).toEqual([{ source: 'zeta/types/Widget.type.json', path: '/search/facets/0', message: 'the facet of "start" is already declared by addon/types/Widget.type.json' }]);
  });

  it('refuses what only the owner may say', () => {
    const { errors } = build(withAddon({ 'addon/types/Widget.type.json': { ...widgetExtension, fields: {}, capability: 'Other', view: { icon: 'star' } } }));
    expect(errors.map((e) => e.path)).toEqual(['/capability', '/view/icon']);
  });

  it('refuses unknown dependencies and cycles', () => {
    expect(build(withAddon({}, { key: 'addon', label: 'plugins.addon', dependsOn: ['missing'] })).errors).toEqual([
      { source: 'addon/plugin.json', path: '/dependsOn/0', message: 'depends on plugin "missing", which is not installed' },
    ]);
    const cycle = withAddon({ 'zeta/plugin.json': { key: 'zeta', label: 'plugins.zeta', dependsOn: ['addon'] } }, { key: 'addon', label: 'plugins.addon', dependsOn: ['zeta'] });
    expect(build(cycle).errors.map((e) => e.message)).toContain('plugins depend on each other in a cycle: addon → zeta → addon');
  });
});

describe('open catalogs', () => {
  it('refuses a cell no catalog has (no silent fallback)', () => {
    const { errors } = build(withAddon({ 'addon/types/Widget.type.json': { ...widgetExtension, search: { headers: [{ field: 'rating', cell: 'stars' }] } } }));
    expect(errors).toContainEqual({ source: 'addon/types/Widget.type.json', path: '/fields/rating/cell', message: 'unknown cell "stars"' });
    expect(errors).toContainEqual({ source: 'addon/types/Widget.type.json', path: '/search/headers/0/cell', message: 'unknown cell "stars"' });
  });

  it('refuses a nav view no plugin contributes, and accepts a contributed one', () => {
    const nav = (component: string) => ({ items: [{ path: 'addon', title: 'nav.addon', view: { kind: 'component', component } }] });
    expect(build(withAddon({ 'addon/nav.json': nav('kanban-board') })).errors).toEqual([
      { source: 'addon/nav.json', path: '/items/0/view/component', message: 'unknown view "kanban-board": neither the shell nor a plugin\'s contributes.views names it' },
    ]);
    expect(build(withAddon({ 'addon/nav.json': nav('kanban-board') }, { key: 'addon', label: 'plugins.addon', contributes: { views: ['kanban-board'] } })).errors).toEqual([]);
  });

  it('refuses a name contributed twice or shadowing a built-in one', () => {
    const files = withAddon({ 'zeta/plugin.json': { key: 'zeta', label: 'plugins.zeta', contributes: { cells: ['stars'] } } }, { key: 'addon', label: 'plugins.addon', contributes: { cells: ['stars', 'date'] } });
    expect(build(files).errors).toEqual([
      { source: 'addon/plugin.json', path: '/contributes/cells/1', message: 'cell "date" is built in; choose another name' },
      { source: 'zeta/plugin.json', path: '/contributes/cells/0', message: 'cell "stars" is already contributed by addon/plugin.json' },
    ]);
  });
});
