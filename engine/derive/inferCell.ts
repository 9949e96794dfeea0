import type { CellName } from '../catalog/cells';
import type { FieldSchema } from '../declarations/bundle';
import { hasType } from './schemaTypes';

const FORMAT_CELLS: Record<string, CellName> = {
  date: 'date',
  'date-time': 'date-time',
  time: 'time',
  email: 'email',
  phone: 'phone',
  url: 'url',
  'hex-color': 'color',
  'item-id': 'item-ref',
};

/** System fields whose meaning a plain type inference would lose (an id, a visibility level). */
const SYSTEM_CELLS: Record<string, CellName> = { _i: 'id', $id: 'id', $access: 'access', _c: 'item-ref', '_c.by': 'item-ref' };

/** The read-only cell that shows a field when neither the header nor the field hint names one. */
export function inferCell(schema: FieldSchema | undefined, field?: string): CellName {
  const system = field === undefined ? undefined : SYSTEM_CELLS[field];
  if (system) return system;
  if (!schema) return 'text';
  if (schema.geojson !== undefined) return 'geojson';
  if (schema.lov) return 'lov';
  if (schema.format) return FORMAT_CELLS[schema.format] ?? 'text';
  if (hasType(schema, 'array')) {
    const items = schema.items;
    if (items?.lov) return 'lov-list';
    if (items?.format === 'item-id') return 'item-refs';
    if (items && (hasType(items, 'string') || hasType(items, 'number') || hasType(items, 'integer'))) return 'tags';
    return 'json';
  }
  if (hasType(schema, 'number') || hasType(schema, 'integer')) return 'number';
  if (hasType(schema, 'boolean')) return 'boolean';
  if (hasType(schema, 'object')) return 'json';
  if (hasType(schema, 'string') && (schema.maxLength ?? 0) > 200) return 'multiline';
  return 'text';
}
