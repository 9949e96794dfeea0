import { typeOfId } from '../../engine/ids';
import type { Registry } from '../../engine/registry/registry';
import type { PermissionService } from '../permissions/permissionService';
import type { Actor } from '../protocol/contract';
import { holdsOwnerRight } from './ownerRights';

/** The list and owner of a value someone wants to add, change or remove. */
export interface LovValueTarget {
  list: string;
  owner?: string;
}

/**
 * Who may add, change or archive values of a list (business spec section 6), read from the list's
 * `edit` binding, never from per-list code:
 * - administrators always;
 * - no binding: nobody else;
 * - binding with ownerType: values of an owner of that type only (shared values stay with
 *   administrators), by holders of `action` on the owner item when permissionType is the owner
 *   type (update on the Organization = its administrators); when permissionType is another type
 *   (update on Workflow for an Organization's values), by holders of update on the owner who may
 *   also create items of permissionType;
 * - binding without ownerType: shared values, by users who may create items of permissionType
 *   (type-level rights are capabilities: the action is not told apart).
 */
export function mayEditLovValue(permissions: PermissionService, actor: Actor, registry: Registry, target: LovValueTarget): boolean {
  if (actor.admin) return true;
  const binding = registry.lovs.get(target.list)?.edit;
  if (!binding) return false;
  const typeRight = (): boolean => permissions.canCreate(actor, registry, binding.permissionType);
  if (binding.ownerType === undefined) return target.owner === undefined && typeRight();
  if (target.owner === undefined || typeOfId(target.owner) !== binding.ownerType) return false;
  if (binding.permissionType === binding.ownerType) return holdsOwnerRight(permissions, actor, target.owner, binding.action);
  return holdsOwnerRight(permissions, actor, target.owner, 'update') && typeRight();
}
