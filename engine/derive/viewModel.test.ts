import { describe, expect, it } from 'vitest';
import { gadgetFiles, gadgetRegistry, registryFromFiles, sampleRegistry } from './__fixtures__/registries';
import { sampleFiles } from '../registry/__fixtures__/sampleFiles';
import { deriveViewModel, itemTitle, titleTextOf } from './viewModel';

describe('deriveViewModel', () => {
  it('shows every field of the sample Widget by section, with labels and cells', () => {
    expect(deriveViewModel(sampleRegistry(), 'Widget', 'default')).toEqual({
      type: 'Widget',
      icon: 'cube',
      titleField: 'name',
      sections: [
        { key: 'main', title: 'types.Widget.sections.main', fields: [{ field: 'name', label: 'types.Widget.fields.name', cell: 'text' }] },
        {
          key: 'default',
          fields: [
            { field: 'colour', label: 'types.Widget.fields.colour', cell: 'lov' },
            { field: 'start', label: 'types.Widget.fields.start', cell: 'time' },
            { field: 'end', label: 'types.Widget.fields.end', cell: 'time' },
            { field: 'code', label: 'types.Widget.fields.code', cell: 'text' },
          ],
        },
      ],
    });
  });

  it('leaves out fields hidden in view and infers cells of every kind', () => {
    const model = deriveViewModel(gadgetRegistry(), 'Gadget', 'default');
    const cells = Object.fromEntries(model.sections.flatMap((s) => s.fields.map((f) => [f.field, f.cell])));
    expect(cells).toEqual({
      price: 'number',
      title: 'text',
      colour: 'lov',
      notes: 'multiline',
      active: 'boolean',
      due: 'date',
      website: 'url',
      owner: 'item-ref',
      parts: 'item-refs',
      colours: 'lov-list',
      size: 'lov',
      bytes: 'file-size',
      code: 'text',
      start: 'time',
      end: 'time',
    });
    expect(model.icon).toBe('wrench');
  });

  it('shows the declared card fields in one section', () => {
    expect(deriveViewModel(sampleRegistry(), 'Widget', 'card').sections).toEqual([
      { key: 'card', fields: [{ field: 'colour', label: 'types.Widget.fields.colour', cell: 'lov' }] },
    ]);
  });

  it('falls back to the first three headers other than the title for cards', () => {
    const fields = deriveViewModel(gadgetRegistry(), 'Gadget', 'card').sections[0]?.fields;
    expect(fields).toEqual([
      { field: '_c.ts', label: 'gadget.created', cell: 'date-time' },
      { field: 'price', label: 'types.Gadget.fields.price', cell: 'number' },
    ]);
    const files = gadgetFiles();
    const search = (files['demo/types/Gadget.type.json'] as { search: { headers: unknown[] } }).search;
    search.headers.push({ field: 'due' }, { field: 'website' });
    expect(deriveViewModel(registryFromFiles(files), 'Gadget', 'card').sections[0]?.fields.map((f) => f.field)).toEqual(['_c.ts', 'price', 'due']);
  });

  it('places computed fields after what they are computed from, and on cards when asked', () => {
    const files = sampleFiles();
    const widget = files['demo/types/Widget.type.json'] as { schema: { properties: Record<string, unknown> }; computed?: unknown };
    widget.schema.properties.day = { type: 'string', format: 'date' };
    const state = { kind: 'timeWindow', label: 'types.Widget.computed.state', date: 'day', start: 'start', end: 'end', cardField: true };
    widget.computed = { state };
    const registry = registryFromFiles(files);
    const fields = deriveViewModel(registry, 'Widget', 'default').sections.flatMap((s) => s.fields);
    expect(fields.map((f) => f.field)).toEqual(['name', 'colour', 'start', 'end', 'code', 'day', 'state']);
    expect(fields.find((f) => f.field === 'state')).toEqual({ field: 'state', label: 'types.Widget.computed.state', cell: 'time-window', computed: state });
    expect(deriveViewModel(registry, 'Widget', 'card').sections[0]?.fields.map((f) => f.field)).toEqual(['colour', 'state']);

    // Sources not shown: the computed field ends the last section; not on the card unless asked.
    widget.computed = { state: { kind: 'timeWindow', label: 'types.Widget.computed.state', date: 'day' } };
    const hinted = files['demo/types/Widget.type.json'] as { fields: Record<string, Record<string, unknown>> };
    hinted.fields.day = { hidden: ['view'] };
    const other = registryFromFiles(files);
    expect(deriveViewModel(other, 'Widget', 'default').sections.flatMap((s) => s.fields.map((f) => f.field))).toEqual(['name', 'colour', 'start', 'end', 'code', 'state']);
    expect(deriveViewModel(other, 'Widget', 'card').sections[0]?.fields.map((f) => f.field)).toEqual(['colour']);
  });

  it('uses a conventional title field and the default icon when view hints say nothing', () => {
    const files = sampleFiles();
    const widget = files['demo/types/Widget.type.json'] as Record<string, unknown>;
    delete widget.view;
    const model = deriveViewModel(registryFromFiles(files), 'Widget', 'card');
    expect(model.titleField).toBe('name');
    expect(model.icon).toBe('document');
    expect(model.sections[0]?.fields.map((f) => f.field)).toEqual(['_c.ts']);
  });
});

describe('itemTitle', () => {
  const registry = sampleRegistry();

  it('reads the title field', () => {
    expect(itemTitle(registry, { _t: 'Widget', _i: 3, $id: 'Widget-3', name: 'Sprocket' })).toBe('Sprocket');
  });

  it('falls back to the id when the title is blank or the type unknown', () => {
    expect(itemTitle(registry, { _t: 'Widget', _i: 3, $id: 'Widget-3', name: '  ' })).toBe('Widget-3');
    expect(itemTitle(registry, { _t: 'Gone', _i: 4, $id: 'Gone-4', name: 'x' })).toBe('Gone-4');
    expect(itemTitle(registry, { _t: 'Widget', _i: 5 })).toBe('Widget-5');
    expect(itemTitle(registry, {})).toBe('');
  });
});

describe('titleTextOf', () => {
  const person = {
    key: 'Person',
    label: 'Person',
    schema: { type: 'object' as const, properties: { firstName: { type: 'string' as const }, middleName: { type: 'string' as const }, lastName: { type: 'string' as const } } },
    view: { titleField: 'lastName', titleFields: ['firstName', 'middleName', 'lastName'] },
  };

  it('joins the non-empty title fields: a person is titled by their full name', () => {
    expect(titleTextOf(person, { firstName: 'Rita', lastName: 'Ahenakew' })).toBe('Rita Ahenakew');
    expect(titleTextOf(person, { firstName: 'Rita', middleName: ' ', lastName: 'Ahenakew' })).toBe('Rita Ahenakew');
    expect(titleTextOf(person, {})).toBeUndefined();
  });

  it('titles by a date as spec core §9 says it, never as ISO (an agreement version is titled by its date)', () => {
    const version = {
      key: 'Version',
      label: 'Version',
      schema: { type: 'object' as const, properties: { date: { type: 'string' as const, format: 'date' as const }, at: { type: 'string' as const, format: 'date-time' as const } } },
      view: { titleField: 'date' },
    };
    expect(titleTextOf(version, { date: '2024-06-01' })).toBe('01-Jun-2024');
    expect(titleTextOf({ ...version, view: { titleField: 'at' } }, { at: '2024-06-01T09:05:00' })).toBe('01-Jun-2024 09:05');
  });
});

describe('deriveViewModel and viewWhenSet', () => {
  it('marks fields declared viewWhenSet to show only when they hold a value', async () => {
    const { loadBuiltInRegistry } = await import('../node/loadBuiltInRegistry');
    const result = await loadBuiltInRegistry();
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const fields = deriveViewModel(result.registry, 'Attachment', 'default').sections.flatMap((s) => s.fields);
    expect(fields.find((f) => f.field === 'relType')).toMatchObject({ cell: 'attached-to', whenSet: true });
    expect(fields.find((f) => f.field === 'trashed')).toMatchObject({ whenSet: true });
    expect(fields.find((f) => f.field === 'originalName')?.whenSet).toBeUndefined();
    expect(fields.map((f) => f.field)).not.toContain('relIndex');
  });
});
