import { describe, expect, it } from 'vitest';
import type { FacetSetDeclaration, ItemTypeDeclaration } from '../declarations/bundle';
import { gadgetRegistry } from '../derive/__fixtures__/registries';
import { TIME_RANGES } from '../derive/ranges';
import { builtInRegistry } from '../typedef/builtInBundles.testkit';
import { compileType } from './compileType';

const created: FacetSetDeclaration = {
  key: 'x.created',
  headers: [{ field: '_c.ts', sortable: true }, { field: 'name', label: 'x.name' }],
  facets: [{ field: '_c.ts', kind: 'time-ranges' }, { field: 'name', kind: 'terms' }],
};
const thing: ItemTypeDeclaration = {
  key: 'Thing',
  label: 'types.Thing.label',
  schema: { type: 'object', properties: { name: { type: 'string' }, size: { type: 'integer' }, due: { type: 'string', format: 'date' } } },
  fields: { size: { cell: 'file-size', label: 'thing.size' } },
  search: {
    headers: [{ field: 'size' }],
    facets: [{ field: '_c.ts', kind: 'date-ranges' }, { field: 'size', kind: 'number-ranges', ranges: [{ key: 'small', to: 10 }] }],
    facetSets: ['x.created'],
  },
};
const compiled = () => compileType(thing, new Map([[created.key, created]]));

describe('compileType', () => {
  it('fills every field’s label, widget, cell and width', () => {
    const { fields } = compiled().declaration;
    expect(fields.name).toEqual({ label: 'types.Thing.fields.name', widget: 'text', cell: 'text', width: 'FULL' });
    expect(fields.size).toEqual({ label: 'thing.size', widget: 'number', cell: 'file-size', width: 'FULL' });
    expect(fields.due).toMatchObject({ widget: 'date', cell: 'date' });
  });

  it('merges facet sets with one header and one facet per field, the type’s own entry first whatever its kind', () => {
    const { search } = compiled().declaration;
    expect(search.headers).toEqual([
      { field: 'size', label: 'thing.size', cell: 'file-size', sortable: false },
      { field: '_c.ts', label: 'fields._c.ts', cell: 'date-time', sortable: true },
      { field: 'name', label: 'x.name', cell: 'text', sortable: false },
    ]);
    expect(search.facets.map((f) => `${f.field}:${f.kind}`)).toEqual(['_c.ts:date-ranges', 'size:number-ranges', 'name:terms']);
    expect(search.facets[1]?.ranges).toEqual([{ key: 'small', to: 10, label: 'thing.size.ranges.small' }]);
  });

  it('fills the default sort and keeps what was declared as written', () => {
    const type = compiled();
    expect(type.declaration.search.defaultSort).toEqual([{ field: '_c.ts', order: 'desc' }]);
    expect(type.declaration.search.facetSets).toEqual(['x.created']);
    expect(thing.fields).toEqual({ size: { cell: 'file-size', label: 'thing.size' } });
  });

  it('derives the search model and the index plan from the compiled hints', () => {
    const { search, index } = compiled();
    expect(search.indexedFields).toEqual(['size', '_c.ts', 'name']);
    expect(search.facets[0]).toEqual({ field: '_c.ts', kind: 'date-ranges', label: 'fields._c.ts', ranges: expect.any(Array) });
    expect(index).toMatchObject({ type: 'Thing', valueFields: [{ path: 'name' }, { path: 'size' }], textFields: [] });
    expect(index.fingerprint).toMatch(/^[0-9a-z]{14}$/);
  });

  it('is idempotent: a declaration with every default written out compiles to the same type', async () => {
    const registry = await builtInRegistry();
    for (const type of registry.types.values()) {
      const again = compileType(type.declaration, registry.facetSets);
      expect(again, type.key).toEqual({ declaration: type.declaration, search: type.search, index: type.index });
    }
  });

  it('serves the registry’s types compiled, with the declaration as written beside', () => {
    const gadget = gadgetRegistry().types.get('Gadget');
    expect(gadget?.declared.fields?.title).toEqual({ section: 'main', order: 2, label: 'gadget.title', help: 'gadget.title.help', placeholder: 'gadget.title.placeholder', width: 'HALF' });
    expect(gadget?.declaration.fields.website).toEqual({ label: 'types.Gadget.fields.website', widget: 'url', cell: 'url', width: 'FULL' });
    expect(gadget?.search.facets.find((f) => f.field === '_c.ts')).toEqual({ field: '_c.ts', kind: 'time-ranges', label: 'fields._c.ts', ranges: TIME_RANGES, hide: true });
  });
});
