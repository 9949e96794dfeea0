import { describe, expect, it } from 'vitest';
import type { FieldsSchema } from '../../declarations/bundle';
import { changedFields, formDataOf, mergeEditedFields } from './formData';
import { withWidgetFields, WIDGET_FIELD } from './WidgetField';

const schema: FieldsSchema = {
  type: 'object',
  properties: { name: { type: 'string' }, email: { type: 'string' }, t: { type: 'object', additionalProperties: { type: 'string' } } },
};

describe('form data glue', () => {
  const stored = { $id: 'User-3', _u: 4, name: 'Ada', email: 'ada@example.org', notifyPairs: [{ n: 1, c: 'X-1' }] };

  it('edits only the fields the form shows', () => {
    expect(formDataOf(stored, schema)).toEqual({ name: 'Ada', email: 'ada@example.org' });
  });

  it('keeps fields the form did not show and drops cleared ones', () => {
    const merged = mergeEditedFields(stored, { name: 'Ada L.' }, schema);
    expect(merged).toEqual({ $id: 'User-3', _u: 4, name: 'Ada L.', notifyPairs: [{ n: 1, c: 'X-1' }] });
  });

  it('lists the changed fields', () => {
    expect(changedFields(stored, { ...stored, email: 'a@b.org', t: { en: 'x' } }, schema)).toEqual(['email', 't']);
  });

  it('routes object fields that name a widget through the widget field', () => {
    const ui = withWidgetFields(schema, {
      'ui:order': ['name', 'email', 't'],
      name: { 'ui:widget': 'text' },
      t: { 'ui:widget': 'json', 'ui:options': { label: 'x' } },
    });
    expect(ui.t).toEqual({ 'ui:widget': 'json', 'ui:options': { label: 'x' }, 'ui:field': WIDGET_FIELD });
    expect(ui.name).toEqual({ 'ui:widget': 'text' });
  });
});
