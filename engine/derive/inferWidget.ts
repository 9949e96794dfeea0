import type { WidgetName } from '../catalog/widgets';
import type { FieldSchema } from '../declarations/bundle';
import { hasType } from './schemaTypes';

const FORMAT_WIDGETS: Record<string, WidgetName> = {
  email: 'email',
  phone: 'phone',
  url: 'url',
  date: 'date',
  'date-time': 'date-time',
  time: 'time',
  'partial-date': 'partial-date',
  'hex-color': 'color',
  'item-id': 'item-ref',
};

/** Strings longer than this get a multi-line editor. */
export const TEXTAREA_MIN_LENGTH = 200;

/** The form widget that edits a field when its hints name none. */
export function inferWidget(schema: FieldSchema): WidgetName {
  if (schema.geojson !== undefined) return 'geojson';
  if (schema.lov) return 'lov-select';
  if (schema.format) return FORMAT_WIDGETS[schema.format] ?? 'text';
  if (hasType(schema, 'array')) {
    const items = schema.items;
    if (items?.lov) return 'lov-multi';
    if (items?.format === 'item-id') return 'item-refs';
    if (items && hasType(items, 'string') && !items.enum) return 'tags';
    return 'json';
  }
  if (schema.enum) return 'select';
  if (hasType(schema, 'boolean')) return 'checkbox';
  if (hasType(schema, 'number') || hasType(schema, 'integer')) return 'number';
  if (hasType(schema, 'object')) return 'json';
  if ((schema.maxLength ?? 0) > TEXTAREA_MIN_LENGTH) return 'textarea';
  return 'text';
}
