import type { ValidationContextProvider } from '../items/itemStore';
import { lovOwnerScope } from './lovOwner';
import type { LovValueIndex } from './lovValueIndex';

/**
 * The server's validation context: the `lov` keyword checks against the declared keys plus the
 * LOVValue keys that apply to the item (shared ones, and its owner's for owner-specific lists).
 */
export function lovValidationContext(index: LovValueIndex): ValidationContextProvider {
  return (registry, writer, item) => ({
    admin: writer.admin,
    lovKeys: (list) => index.keys(registry, list, lovOwnerScope(registry, list, item)),
  });
}
