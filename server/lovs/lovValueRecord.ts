import type { ItemBase } from '../../generated/item-base';
import type { LOVValue } from '../../generated/types/core';
import { parseFields } from '../items/itemShape';

/** The item type whose items add values to lists at run time (plugins/core/types/LOVValue.type.json). */
export const LOV_VALUE_TYPE: LOVValue['_t'] = 'LOVValue';

export type LovState = NonNullable<LOVValue['state']>;

/**
 * One list value as the server works with it: declared in a plugin, or a LOVValue item. owner is
 * the owning item of an owner-specific value (a LOVValue of a list with ownerType); order the
 * position a LOVValue sets (engine/derive/lovOrder.ts), which declared values lack.
 */
export interface LovValueRecord extends Pick<LOVValue, 'key' | 'owner' | 'order' | 'color'> {
  /** Label per locale; en is the fallback (LOVValue.t requires it, declared values and stored rows read defensively may lack it). */
  t: Record<string, string>;
  state: LovState;
  /** The LOVValue item; absent for declared values. */
  id?: ItemBase['$id'];
}

function translations(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** A stored LOVValue item's fields as a record (validation guarantees list, key and t). */
export function lovValueFromRow(row: { id: string; data: string }): LovValueRecord & Pick<LOVValue, 'list'> {
  const fields = parseFields(row.data);
  const record: LovValueRecord & Pick<LOVValue, 'list'> = {
    id: row.id,
    list: typeof fields.list === 'string' ? fields.list : '',
    key: typeof fields.key === 'string' ? fields.key : '',
    t: translations(fields.t),
    state: fields.state === 'ARCHIVED' ? 'ARCHIVED' : 'ACTIVE',
  };
  if (typeof fields.owner === 'string') record.owner = fields.owner;
  if (typeof fields.order === 'number' && Number.isFinite(fields.order)) record.order = fields.order;
  if (typeof fields.color === 'string') record.color = fields.color;
  return record;
}

/** The label of a value in a locale: the locale, then its language ("fr" for "fr-CA"), then en, then the key. */
export function labelIn(value: Pick<LovValueRecord, 't' | 'key'>, locale: string): string {
  const language = locale.split('-')[0] ?? locale;
  return value.t[locale] ?? value.t[language] ?? value.t.en ?? value.key;
}
