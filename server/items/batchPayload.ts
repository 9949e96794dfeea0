import { VISIBILITY_LEVELS, type Visibility } from '../../engine/declarations/systemFields';
import type { CheckedItem } from './bulkInsert';
import type { NumberedRow } from './bulkRows';
import type { CreatedStamp, ItemFields } from './itemShape';

/**
 * The `rows` of a deferred createMany's record (migration 036): `[access, created, fields]` per item,
 * in index order. Built from the rows' `data` JSON already made for the `items` row, so each item is
 * serialized once; the stamp and access, the same object for most items of a call, once per change.
 */
export function batchPayload(rows: readonly NumberedRow[]): string {
  const parts: string[] = [];
  let lastAccess: Visibility | undefined;
  let lastCreated: CreatedStamp | undefined;
  let prefix = '';
  for (const { item, data } of rows) {
    if (item.access !== lastAccess || item.created !== lastCreated) {
      lastAccess = item.access;
      lastCreated = item.created;
      prefix = `[${JSON.stringify(item.access)},${JSON.stringify(item.created)},`;
    }
    parts.push(`${prefix}${data}]`);
  }
  return `[${parts.join(',')}]`;
}

/** The checked items a record carries; throws on a record this version did not write. */
export function parseBatchPayload(text: string): CheckedItem[] {
  const parsed: unknown = JSON.parse(text);
  if (!Array.isArray(parsed)) throw new Error('item_derivations.rows is not an array');
  return parsed.map((entry: unknown, n): CheckedItem => {
    if (!Array.isArray(entry) || entry.length !== 3) throw new Error(`item_derivations.rows[${n}] is not [access, created, fields]`);
    const [access, created, fields] = entry as [unknown, unknown, unknown];
    if (!isVisibility(access) || !isStamp(created) || !isFields(fields)) throw new Error(`item_derivations.rows[${n}] is malformed`);
    return { access, created, fields };
  });
}

function isVisibility(value: unknown): value is Visibility {
  return VISIBILITY_LEVELS.some((level) => level === value);
}

function isStamp(value: unknown): value is CreatedStamp {
  return typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>).ts === 'string' && typeof (value as Record<string, unknown>).by === 'string';
}

function isFields(value: unknown): value is ItemFields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
