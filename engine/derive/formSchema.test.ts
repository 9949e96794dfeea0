import { describe, expect, it } from 'vitest';
import { gadgetRegistry, sampleRegistry } from './__fixtures__/registries';
import { deriveForm, type FieldUi } from './formSchema';

const fieldUi = (ui: Record<string, unknown>, field: string): FieldUi => ui[field] as FieldUi;

describe('deriveForm', () => {
  it('derives the sample Widget’s create form', () => {
    const form = deriveForm(sampleRegistry(), 'Widget', 'create');
    expect(form.schema).toEqual({
      type: 'object',
      properties: {
        name: { type: 'string', maxLength: 80 },
        colour: { type: 'string', lov: 'COLOURS' },
        start: { type: 'string', format: 'time' },
        end: { type: 'string', format: 'time' },
        code: { type: 'string', pattern: '^[A-Z]{3}$' },
      },
      required: ['name'],
      endNotBeforeStart: [{ start: 'start', end: 'end' }],
    });
    expect(form.uiSchema['ui:order']).toEqual(['name', 'colour', 'start', 'end', 'code']);
    expect(form.uiSchema.name).toEqual({ 'ui:widget': 'text', 'ui:options': { label: 'types.Widget.fields.name', section: 'main', width: 'FULL' } });
    expect(form.uiSchema.start).toEqual({ 'ui:widget': 'time', 'ui:options': { label: 'types.Widget.fields.start', section: 'default', width: 'FULL' } });
    expect(form.sections).toEqual([
      { key: 'main', title: 'types.Widget.sections.main', fields: ['name'] },
      { key: 'default', fields: ['colour', 'start', 'end', 'code'] },
    ]);
  });

  it('leaves list values to the lov keyword: no enum, in create and edit, at the top or inside arrays', () => {
    // Lists gain run-time values (LOVValue items) the registry does not know: an enum would refuse them.
    for (const context of ['create', 'edit'] as const) {
      expect(deriveForm(sampleRegistry(), 'Widget', context).schema.properties.colour).toEqual({ type: 'string', lov: 'COLOURS' });
      const properties = deriveForm(gadgetRegistry(), 'Gadget', context).schema.properties;
      expect(properties.colours).toEqual({ type: 'array', items: { type: 'string', lov: 'COLOURS' } });
      expect(properties.size).toEqual({ type: 'string', lov: 'SIZES' });
    }
  });

  it('drops fields hidden in the context, with their required entries and range rules', () => {
    const create = deriveForm(gadgetRegistry(), 'Gadget', 'create');
    expect(Object.keys(create.schema.properties)).not.toContain('secret');
    expect(Object.keys(create.schema.properties)).not.toContain('internal');
    expect(create.schema.required).toEqual(['title']);
    expect(create.schema.endNotBeforeStart).toEqual([{ start: 'start', end: 'end' }]);

    const edit = deriveForm(gadgetRegistry(), 'Gadget', 'edit');
    expect(Object.keys(edit.schema.properties)).toContain('internal');
    expect(edit.schema.required).toEqual(['title', 'internal']);
    expect(edit.schema.endNotBeforeStart).toHaveLength(2);
  });

  it('orders by declared section, then unsectioned, and inside by the order hint, then by declaration', () => {
    const form = deriveForm(gadgetRegistry(), 'Gadget', 'create');
    expect(form.sections.map((s) => [s.key, s.fields])).toEqual([
      ['main', ['price', 'title', 'colour']],
      ['details', ['notes']],
      ['default', ['active', 'due', 'website', 'owner', 'parts', 'colours', 'size', 'bytes', 'code', 'start', 'end']],
    ]);
    expect(form.uiSchema['ui:order']).toEqual(form.sections.flatMap((s) => s.fields));
  });

  it('infers widgets from the field schema and keeps declared ones', () => {
    const ui = deriveForm(gadgetRegistry(), 'Gadget', 'edit').uiSchema;
    const widgets = Object.fromEntries(
      Object.entries(ui).flatMap(([field, entry]) => (Array.isArray(entry) ? [] : [[field, entry['ui:widget']]])),
    );
    expect(widgets).toEqual({
      title: 'text',
      notes: 'textarea',
      price: 'number',
      active: 'checkbox',
      due: 'date',
      website: 'url',
      owner: 'item-ref',
      parts: 'item-refs',
      colours: 'lov-multi',
      colour: 'lov-select',
      size: 'lov-select',
      bytes: 'number',
      internal: 'text',
      code: 'text',
      start: 'time',
      end: 'time',
    });
  });

  it('passes labels, help, placeholder and width as options, and read-only per context', () => {
    const edit = deriveForm(gadgetRegistry(), 'Gadget', 'edit').uiSchema;
    expect(fieldUi(edit, 'title')['ui:options']).toEqual({
      label: 'gadget.title',
      help: 'gadget.title.help',
      placeholder: 'gadget.title.placeholder',
      section: 'main',
      width: 'HALF',
    });
    expect(fieldUi(edit, 'code')['ui:options'].readonly).toBe(true);
    expect(fieldUi(deriveForm(gadgetRegistry(), 'Gadget', 'create').uiSchema, 'code')['ui:options'].readonly).toBeUndefined();
  });
});
