import { describe, expect, it } from 'vitest';
import { gadgetRegistry, sampleRegistry } from './__fixtures__/registries';
import { DATE_RANGES, SIZE_RANGES, TIME_RANGES } from './ranges';
import { deriveGeneralSearchModel, deriveSearchModel } from './searchModel';

describe('deriveSearchModel', () => {
  it('merges the type’s own headers and facets with its facet sets, own first', () => {
    const model = deriveSearchModel(sampleRegistry(), 'Widget');
    expect(model.headers).toEqual([
      { field: 'name', label: 'types.Widget.fields.name', sortable: true, cell: 'text' },
      { field: '_c.ts', label: 'fields._c.ts', sortable: true, cell: 'date-time' },
    ]);
    expect(model.facets).toEqual([
      { field: 'colour', kind: 'lov', label: 'types.Widget.fields.colour', lov: 'COLOURS' },
      { field: '_c.ts', kind: 'time-ranges', label: 'fields._c.ts', ranges: TIME_RANGES },
    ]);
    expect(model.text).toEqual(['name']);
    expect(model.defaultSort).toEqual([{ field: 'name', order: 'asc' }]);
    expect(model.indexedFields).toEqual(['name', '_c.ts', 'colour']);
  });

  it('lets the type’s own header and facet win over a facet set’s: one per field', () => {
    const model = deriveSearchModel(gadgetRegistry(), 'Gadget');
    expect(model.headers.map((h) => h.field)).toEqual(['title', '_c.ts', 'price']);
    expect(model.headers[1]).toEqual({ field: '_c.ts', label: 'gadget.created', sortable: false, cell: 'date-time' });
    expect(model.facets.filter((f) => f.field === '_c.ts')).toEqual([
      { field: '_c.ts', kind: 'time-ranges', label: 'fields._c.ts', ranges: TIME_RANGES, hide: true },
    ]);
  });

  it('takes labels from the header, then the field hint, then the field name', () => {
    const headers = deriveSearchModel(gadgetRegistry(), 'Gadget').headers;
    expect(headers[0]).toEqual({ field: 'title', label: 'gadget.title', sortable: true, cell: 'text', width: 200 });
    expect(headers[2]).toEqual({ field: 'price', label: 'types.Gadget.fields.price', sortable: false, cell: 'number', adminOnly: true });
  });

  it('resolves every range kind and the lov of array fields', () => {
    const facets = deriveSearchModel(gadgetRegistry(), 'Gadget').facets;
    const byField = (field: string) => facets.find((f) => f.field === field);
    expect(byField('colours')).toEqual({ field: 'colours', kind: 'lov', label: 'types.Gadget.fields.colours', lov: 'COLOURS' });
    expect(byField('bytes')?.ranges).toEqual(SIZE_RANGES);
    expect(byField('due')).toMatchObject({ kind: 'date-ranges', ranges: DATE_RANGES, limit: 5 });
    expect(byField('price')?.ranges).toEqual([
      { kind: 'values', key: 'cheap', label: 'types.Gadget.fields.price.ranges.cheap', to: 10 },
      { kind: 'values', key: 'dear', label: 'gadget.dear', from: 10 },
    ]);
  });

  it('sorts by created timestamp descending when nothing is declared, and indexes access fields', () => {
    const model = deriveSearchModel(gadgetRegistry(), 'Gadget');
    expect(model.defaultSort).toEqual([{ field: '_c.ts', order: 'desc' }]);
    expect(model.text).toEqual(['title', 'notes']);
    expect(model.indexedFields).toEqual(['title', '_c.ts', 'price', 'colour', 'colours', 'bytes', 'due', 'notes', 'owner', 'parts']);
  });

  it('refuses an undeclared type', () => {
    expect(() => deriveSearchModel(sampleRegistry(), 'Nope')).toThrow('item type "Nope" is not declared');
  });
});

describe('deriveGeneralSearchModel', () => {
  it('covers the types not excluded from general search, with a type facet first', () => {
    const model = deriveGeneralSearchModel(gadgetRegistry());
    expect(model.types).toEqual(['Widget']);
    expect(model.facets.map((f) => `${f.field}:${f.kind}`)).toEqual(['_t:terms', 'colour:lov', '_c.ts:time-ranges']);
    expect(model.textByType).toEqual({ Widget: ['name'] });
    expect(model.defaultSort).toEqual([{ field: '_c.ts', order: 'desc' }]);
    expect(model.indexedFields[0]).toBe('_t');
  });

  it('keeps only the headers and facets every covered type shares', () => {
    const registry = gadgetRegistry();
    const gadget = registry.types.get('Gadget');
    if (!gadget) throw new Error('fixture lacks Gadget');
    const both = { ...registry, types: new Map([...registry.types, ['Gadget', { ...gadget, declaration: { ...gadget.declaration, excludeGeneralSearch: false } }]]) };
    const model = deriveGeneralSearchModel(both);
    expect(model.types).toEqual(['Gadget', 'Widget']);
    expect(model.headers.map((h) => h.field)).toEqual(['$id', '_c.ts']);
    expect(model.headers[0]).toEqual({ field: '$id', label: 'fields.$title', sortable: false, cell: 'item-ref' });
    expect(model.facets.map((f) => `${f.field}:${f.kind}`)).toEqual(['_t:terms', 'colour:lov', '_c.ts:time-ranges']);
  });

  it('is empty but for the type facet when no type is searchable', () => {
    const registry = { ...sampleRegistry(), types: new Map() };
    expect(deriveGeneralSearchModel(registry)).toEqual({
      types: [],
      headers: [{ field: '$id', label: 'fields.$title', sortable: false, cell: 'item-ref' }],
      facets: [{ field: '_t', kind: 'terms', label: 'fields._t' }],
      textByType: {},
      defaultSort: [{ field: '_c.ts', order: 'desc' }],
      indexedFields: ['_t'],
    });
  });
});
