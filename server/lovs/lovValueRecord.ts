import { parseFields } from '../items/itemShape';

/** The item type whose items add values to lists at run time (plugins/core/types/LOVValue.type.json). */
export const LOV_VALUE_TYPE = 'LOVValue';

export type LovState = 'ACTIVE' | 'ARCHIVED';

/** One list value as the server works with it: declared in a plugin, or a LOVValue item. */
export interface LovValueRecord {
  key: string;
  /** Label per locale; en is the fallback. */
  t: Record<string, string>;
  state: LovState;
  /** The owning item of an owner-specific value (a LOVValue of a list with ownerType). */
  owner?: string;
  /** The LOVValue item; absent for declared values. */
  id?: string;
  /** Position in the list set by a LOVValue (engine/derive/lovOrder.ts); declared values have none. */
  order?: number;
}

function translations(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** A stored LOVValue item's fields as a record (validation guarantees list, key and t). */
export function lovValueFromRow(row: { id: string; data: string }): LovValueRecord & { list: string } {
  const fields = parseFields(row.data);
  const record: LovValueRecord & { list: string } = {
    id: row.id,
    list: typeof fields.list === 'string' ? fields.list : '',
    key: typeof fields.key === 'string' ? fields.key : '',
    t: translations(fields.t),
    state: fields.state === 'ARCHIVED' ? 'ARCHIVED' : 'ACTIVE',
  };
  if (typeof fields.owner === 'string') record.owner = fields.owner;
  if (typeof fields.order === 'number' && Number.isFinite(fields.order)) record.order = fields.order;
  return record;
}

/** The label of a value in a locale: the locale, then its language ("fr" for "fr-CA"), then en, then the key. */
export function labelIn(value: Pick<LovValueRecord, 't' | 'key'>, locale: string): string {
  const language = locale.split('-')[0] ?? locale;
  return value.t[locale] ?? value.t[language] ?? value.t.en ?? value.key;
}
