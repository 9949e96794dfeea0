import { isItemId, parseItemId } from '../../engine/ids';
import type { Registry } from '../../engine/registry/registry';
import type { ValidatedItem } from '../items/itemStore';
import type { OwnerScope } from './lovValueIndex';

/** The type part of an item id, or undefined when the value is not an id. */
export function typeOfId(value: unknown): string | undefined {
  return isItemId(value) ? parseItemId(value).type : undefined;
}

/**
 * Whose values of an owner-specific list (a LOV with ownerType) an item may hold, found the way the
 * client's forms find it (engine/react/theme/lovOwner.ts): the item itself when it is of the owner
 * type, else the item a top-level field names as one of that type (a Meeting's owner Organization).
 * When the item names none, the owner cannot be known and every owner's values are accepted.
 */
export function lovOwnerScope(registry: Registry, list: string, item: ValidatedItem): OwnerScope {
  const ownerType = registry.lovs.get(list)?.ownerType;
  if (!ownerType) return 'shared';
  if (item.id !== undefined && typeOfId(item.id) === ownerType) return { owner: item.id };
  const properties = registry.types.get(item.type)?.declaration.schema.properties ?? {};
  for (const [name, field] of Object.entries(properties)) {
    const value = item.fields[name];
    if (field?.format === 'item-id' && (field.itemTypes ?? []).includes(ownerType) && typeof value === 'string' && typeOfId(value) === ownerType) {
      return { owner: value };
    }
  }
  return 'any';
}
