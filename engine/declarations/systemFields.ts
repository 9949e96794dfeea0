import type { FieldSchema } from './bundle';

export const VISIBILITY_LEVELS = ['PUBLIC', 'COMMUNITY', 'PROTECTED', 'PRIVATE'] as const;
export type Visibility = (typeof VISIBILITY_LEVELS)[number];

/**
 * Fields every item carries whatever its type. They are kept by the platform, never declared by a
 * plugin, and may be named by headers, facets and sorts (the default type's _i, _c, _c.ts).
 * Timestamps are ISO 8601 strings; ids are "{type}-{index}".
 */
export const SYSTEM_FIELDS: Record<string, FieldSchema> = {
  _t: { type: 'string' },
  _i: { type: 'integer', minimum: 0 },
  $id: { type: 'string', format: 'item-id' },
  _u: { type: 'integer', minimum: 0 },
  _c: {
    type: 'object',
    properties: { ts: { type: 'string', format: 'date-time' }, by: { type: 'string', format: 'item-id' } },
  },
  '_c.ts': { type: 'string', format: 'date-time' },
  '_c.by': { type: 'string', format: 'item-id' },
  $access: { enum: [...VISIBILITY_LEVELS] },
};

export function isSystemField(path: string): boolean {
  return Object.hasOwn(SYSTEM_FIELDS, path);
}
