import type { TypeDefinition } from '../../engine/typedef';
import { isEmptyValue } from '../../engine/validation/emptiness';
import { ValidationFailedError } from '../items/errors';
import type { ItemFields, ItemJson } from '../items/itemShape';
import { SYSTEM_WRITER, type ItemStore, type Writer } from '../items/itemStore';
import { TYPE_DEF_TYPE, type StoredTypeDef, type TypeDefState } from './storedTypeDefs';
import { typeDefDefaultsFailed } from './typeDefErrors';
import { itemsOfType } from './typeItems';

/** Who writes, through which store, at what time: the writes of one save, inside its transaction. */
export interface TypeDefWriteContext {
  store: ItemStore;
  writer: Writer;
  now: () => Date;
}

/**
 * Writes the definition's sys.TypeDef item through the store (validated, versioned, in the
 * timeline under the administrator's id). A new item is PRIVATE and stamped as created by the
 * platform (vgn-0), so that only administrators read it, whoever saved it first.
 */
export function writeTypeDefItem(context: TypeDefWriteContext, stored: StoredTypeDef | undefined, definition: TypeDefinition, state: TypeDefState = 'ACTIVE'): ItemJson {
  const fields: ItemFields = { key: definition.declaration.key, definition, state };
  if (stored) return context.store.update(stored.id, fields, stored.u, context.writer);
  const created = { ts: context.now().toISOString(), by: SYSTEM_WRITER.userId };
  return context.store.create(TYPE_DEF_TYPE, fields, context.writer, { access: 'PRIVATE', created });
}

/** The defaults of the fields the item has no value for. */
function missingDefaults(item: ItemJson, defaults: Record<string, unknown>): ItemFields {
  const patch: ItemFields = {};
  for (const [field, value] of Object.entries(defaults)) if (isEmptyValue(item[field])) patch[field] = structuredClone(value);
  return patch;
}

/**
 * Gives every stored item of the type that lacks a value the definition's default, one update per
 * item through the store, so each item's timeline records the change and who made it. Runs with
 * the new registry installed (the fields may be new). Returns how many items changed.
 */
export function applyTypeDefaults(context: TypeDefWriteContext, type: string, defaults: Record<string, unknown> | undefined): number {
  if (defaults === undefined || Object.keys(defaults).length === 0) return 0;
  let changed = 0;
  for (const item of itemsOfType(context.store.db, type)) {
    const patch = missingDefaults(item, defaults);
    if (Object.keys(patch).length === 0) continue;
    try {
      context.store.update(item.$id, patch, item._u, context.writer);
    } catch (error) {
      if (error instanceof ValidationFailedError) throw typeDefDefaultsFailed(item.$id, error.errors);
      throw error;
    }
    changed += 1;
  }
  return changed;
}
