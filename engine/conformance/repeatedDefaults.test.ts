import { describe, expect, it } from 'vitest';
import type { PluginFiles } from '../registry/bundleFromFiles';
import { findRepeatedDefaults } from './repeatedDefaults';

type Json = Record<string, unknown>;
const TYPE_FILE = 'demo/types/Thing.type.json';
const SET_FILE = 'demo/facets/created.facets.json';

/** A plugin whose declarations say only what differs from the defaults; each test adds to a copy. */
function files(change: (thing: Json, set: Json) => void = () => undefined): PluginFiles {
  const set: Json = { key: 'demo.created', headers: [{ field: '_c.ts', sortable: true }], facets: [{ field: '_c.ts', kind: 'time-ranges' }] };
  const thing: Json = {
    key: 'Thing',
    label: 'types.Thing.label',
    schema: {
      type: 'object',
      properties: {
        title: { type: 'string', maxLength: 80 },
        price: { type: 'number' },
        website: { type: 'string', format: 'url' },
        colour: { type: 'string', lov: 'COLOURS' },
      },
    },
    fields: { title: { order: 1, label: 'thing.title' }, price: { cell: 'file-size', width: 'HALF' } },
    search: {
      headers: [{ field: 'title', sortable: true }, { field: 'price' }],
      facets: [{ field: 'colour', kind: 'lov', limit: 5 }],
      facetSets: ['demo.created'],
      defaultSort: [{ field: 'title', order: 'asc' }],
    },
  };
  change(thing, set);
  return { 'demo/plugin.json': { key: 'demo', label: 'plugins.demo' }, [SET_FILE]: set, [TYPE_FILE]: thing };
}

const found = (plugin: PluginFiles): string[] => findRepeatedDefaults(plugin).map((e) => `${e.source} ${e.path}`);
const fieldsOf = (thing: Json) => thing.fields as Record<string, Json>;
const searchOf = (thing: Json) => thing.search as { headers: Json[]; facets: Json[]; defaultSort?: unknown };

describe('findRepeatedDefaults', () => {
  it('finds nothing in declarations that only say what differs from the defaults (order and limit are layout)', () => {
    expect(found(files())).toEqual([]);
  });

  it('flags field hints equal to the convention label, the inferred widget and cell, and the full width', () => {
    const plugin = files((thing) => {
      fieldsOf(thing).price = { ...fieldsOf(thing).price, label: 'types.Thing.fields.price', widget: 'number' };
      fieldsOf(thing).website = { cell: 'url', width: 'FULL', order: 3 };
    });
    expect(found(plugin)).toEqual([
      `${TYPE_FILE} /fields/price/label`,
      `${TYPE_FILE} /fields/price/widget`,
      `${TYPE_FILE} /fields/website/cell`,
      `${TYPE_FILE} /fields/website/width`,
    ]);
  });

  it('reports a hint object that only repeats defaults as one hint, with its value', () => {
    const [error, ...rest] = findRepeatedDefaults(files((thing) => (fieldsOf(thing).website = { widget: 'url', hidden: false })));
    expect(rest).toEqual([]);
    expect(error).toEqual({ source: TYPE_FILE, path: '/fields/website', message: 'repeats what the engine fills in by itself ({"widget":"url","hidden":false}): remove it' });
  });

  it('flags header and facet hints equal to the field’s, a false sortable and the default sort', () => {
    const plugin = files((thing) => {
      const search = searchOf(thing);
      search.headers[0] = { ...search.headers[0], label: 'thing.title' };
      search.headers[1] = { ...search.headers[1], cell: 'file-size', sortable: false };
      search.facets[0] = { ...search.facets[0], label: 'types.Thing.fields.colour', lov: 'COLOURS' };
      search.defaultSort = [{ field: '_c.ts', order: 'desc' }];
    });
    expect(found(plugin)).toEqual([
      `${TYPE_FILE} /search/defaultSort`,
      `${TYPE_FILE} /search/headers/0/label`,
      `${TYPE_FILE} /search/headers/1/cell`,
      `${TYPE_FILE} /search/headers/1/sortable`,
      `${TYPE_FILE} /search/facets/0/label`,
      `${TYPE_FILE} /search/facets/0/lov`,
    ]);
  });

  it('keeps hints that differ from what the engine would fill in', () => {
    const plugin = files((thing) => {
      fieldsOf(thing).website = { widget: 'text', cell: 'text', label: 'thing.website' };
      searchOf(thing).headers[1] = { field: 'price', cell: 'number', label: 'thing.price' };
    });
    expect(found(plugin)).toEqual([]);
  });

  it('flags a facet set’s hint when every type using it compiles the same without it', () => {
    const plugin = files((_thing, set) => {
      set.headers = [{ field: '_c.ts', sortable: true, cell: 'date-time', label: 'fields._c.ts' }];
    });
    expect(found(plugin)).toEqual([`${SET_FILE} /headers/0/label`, `${SET_FILE} /headers/0/cell`]);
  });
});
