import type { LovDeclaration } from '../../engine/declarations/bundle';
import { mayCreateType } from '../../engine/derive/createRule';
import type { Deployment, MenuUser } from '../../engine/derive/showRule';
import { typeOfId } from '../../engine/ids';
import type { Registry } from '../../engine/registry/registry';
import type { ListScope } from './listValues';

/** What the list screens know of the user: the menu's view plus organization membership (User.readOrg / adminOrg). */
export interface ListUser extends MenuUser {
  readOrgs: readonly string[];
  adminOrgs: readonly string[];
}

/** What the page of an owner item already knows: the server allows updating the owner (its creator, a grantee). */
export interface OwnerRights {
  mayUpdateOwner?: boolean;
}

/**
 * Whether the user may manage the values of a scope: the client's mirror of the server's rule
 * (server/lovs/lovEditPermission.ts, which decides every write), used to offer the screens and
 * their links. Administrators always; otherwise the list's edit binding: an owner's values by its
 * administrators or whoever may update the owner item (update or create on the owner) or its
 * members (read), with, when the binding names
 * another type, the right to create that type; shared values of lists without ownerType by those
 * who may create the binding's type.
 */
export function mayManageList(registry: Registry, lov: LovDeclaration, scope: ListScope, user: ListUser, deployment: Deployment, rights: OwnerRights = {}): boolean {
  if (user.admin) return true;
  const binding = lov.edit;
  if (!binding || !user.signedIn) return false;
  const permissionType = registry.types.get(binding.permissionType);
  const typeRight = permissionType !== undefined && mayCreateType(permissionType, user, deployment);
  if (binding.ownerType === undefined) return scope.owner === undefined && typeRight;
  if (scope.owner === undefined || typeOfId(scope.owner) !== binding.ownerType) return false;
  const administers = user.adminOrgs.includes(scope.owner) || rights.mayUpdateOwner === true;
  const ownerRight = binding.action === 'read' && binding.permissionType === binding.ownerType ? administers || user.readOrgs.includes(scope.owner) : administers;
  return binding.permissionType === binding.ownerType ? ownerRight : administers && typeRight;
}

/** The lists an item of this type owns values of (ownerType), that the user may manage for it: links on its page. */
export function ownedListsFor(registry: Registry, ownerId: string, user: ListUser, deployment: Deployment, rights: OwnerRights = {}): LovDeclaration[] {
  const type = typeOfId(ownerId);
  if (type === undefined) return [];
  return [...registry.lovs.values()]
    .filter((lov) => lov.ownerType === type && mayManageList(registry, lov, { list: lov.key, owner: ownerId }, user, deployment, rights))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
