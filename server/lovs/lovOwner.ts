import { lovOwnerOf } from '../../engine/derive/lovOwner';
import type { Registry } from '../../engine/registry/registry';
import type { ValidatedItem } from '../items/itemStore';
import type { OwnerScope } from './lovValueIndex';

/**
 * Whose values of a list an item may hold, found the way the client's forms find it (lovOwnerOf).
 * When an owner-specific list's owner cannot be known (the item names none), every owner's values
 * are accepted.
 */
export function lovOwnerScope(registry: Registry, list: string, item: ValidatedItem): OwnerScope {
  if (!registry.lovs.get(list)?.ownerType) return 'shared';
  const owner = lovOwnerOf(registry, list, registry.types.get(item.type)?.declaration.schema, item.fields, item.id);
  return owner === undefined ? 'any' : { owner };
}
