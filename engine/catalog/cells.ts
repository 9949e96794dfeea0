/**
 * Names of the cell renderers (read-only value views used in grids, cards and default views) a
 * declaration may name in fields.*.cell or headers[].cell.
 */
export const CELLS = [
  'text',
  'multiline',
  'html',
  'number',
  'boolean',
  'date',
  'date-time',
  'time',
  'relative-time',
  'email',
  'phone',
  'url',
  'lov',
  'lov-list',
  'item-ref',
  'item-refs',
  'color',
  'file-size',
  'tags',
  'json',
  'geojson',
  'access',
  'id',
  'time-window',
  'attached-to',
  'type-label',
] as const;

export type CellName = (typeof CELLS)[number];

export function isCell(name: string): name is CellName {
  return (CELLS as readonly string[]).includes(name);
}
