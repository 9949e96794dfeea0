import type { ItemTypeDeclaration } from '../../engine/declarations/bundle';

/**
 * An `access.ownerField` of "$id" declares an item that is its own owner (an Organization): its
 * owner principal is the item's own id, so members of that organization read it and its
 * administrators (adminOrgs) may update it like any record the organization owns.
 */
export const SELF_OWNER_FIELD = '$id';

export function isSelfOwned(declaration: Pick<ItemTypeDeclaration, 'access'> | undefined): boolean {
  return declaration?.access?.ownerField === SELF_OWNER_FIELD;
}

/** The field naming another item as owner, or undefined when the type names none (or owns itself). */
export function foreignOwnerField(declaration: Pick<ItemTypeDeclaration, 'access'> | undefined): string | undefined {
  const field = declaration?.access?.ownerField;
  return field === SELF_OWNER_FIELD ? undefined : field;
}
