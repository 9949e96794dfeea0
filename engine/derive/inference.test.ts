import { describe, expect, it } from 'vitest';
import { isCell } from '../catalog/cells';
import { isWidget } from '../catalog/widgets';
import type { FieldSchema } from '../declarations/bundle';
import { inferCell } from './inferCell';
import { inferWidget } from './inferWidget';

const cases: { schema: FieldSchema; widget: string; cell: string }[] = [
  { schema: { type: 'string' }, widget: 'text', cell: 'text' },
  { schema: { type: 'string', maxLength: 201 }, widget: 'textarea', cell: 'multiline' },
  { schema: { type: 'string', maxLength: 200 }, widget: 'text', cell: 'text' },
  { schema: { type: 'string', lov: 'X' }, widget: 'lov-select', cell: 'lov' },
  { schema: { type: 'array', items: { type: 'string', lov: 'X' } }, widget: 'lov-multi', cell: 'lov-list' },
  { schema: { type: 'string', format: 'item-id' }, widget: 'item-ref', cell: 'item-ref' },
  { schema: { type: 'array', items: { type: 'string', format: 'item-id' } }, widget: 'item-refs', cell: 'item-refs' },
  { schema: { type: 'string', format: 'email' }, widget: 'email', cell: 'email' },
  { schema: { type: 'string', format: 'phone' }, widget: 'phone', cell: 'phone' },
  { schema: { type: 'string', format: 'url' }, widget: 'url', cell: 'url' },
  { schema: { type: 'string', format: 'date' }, widget: 'date', cell: 'date' },
  { schema: { type: 'string', format: 'date-time' }, widget: 'date-time', cell: 'date-time' },
  { schema: { type: 'string', format: 'time' }, widget: 'time', cell: 'time' },
  { schema: { type: 'string', format: 'partial-date' }, widget: 'partial-date', cell: 'text' },
  { schema: { type: 'string', format: 'hex-color' }, widget: 'color', cell: 'color' },
  { schema: { type: 'string', format: 'uuid' }, widget: 'text', cell: 'text' },
  { schema: { type: 'boolean' }, widget: 'checkbox', cell: 'boolean' },
  { schema: { type: 'integer' }, widget: 'number', cell: 'number' },
  { schema: { type: ['number', 'null'] }, widget: 'number', cell: 'number' },
  { schema: { type: 'string', enum: ['a', 'b'] }, widget: 'select', cell: 'text' },
  { schema: { type: 'array', items: { type: 'string' } }, widget: 'tags', cell: 'tags' },
  { schema: { type: 'array', items: { type: 'object' } }, widget: 'json', cell: 'json' },
  { schema: { type: 'object', properties: { a: { type: 'string' } } }, widget: 'json', cell: 'json' },
];

describe('inferWidget and inferCell', () => {
  it.each(cases)('$schema.type $schema.format -> $widget / $cell', ({ schema, widget, cell }) => {
    expect(inferWidget(schema)).toBe(widget);
    expect(inferCell(schema)).toBe(cell);
    expect(isWidget(widget) && isCell(cell)).toBe(true);
  });

  it('knows what system fields mean', () => {
    expect(inferCell({ type: 'integer' }, '_i')).toBe('id');
    expect(inferCell({ enum: ['PUBLIC'] }, '$access')).toBe('access');
    expect(inferCell(undefined, 'missing')).toBe('text');
  });
});
