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
 *   (GKF_STATES: update on Workflow for an Organization's values), by holders of update on the owner
 *   who would also hold `action` on an item of permissionType that owner owns (the type's capability
 *   and write rule, itemRights meaning the owner's administrators; create: may create the type);
 * - binding without ownerType: shared values, by users who hold `action` on items of permissionType
 *   owned by nobody (RWF_STATES: update on Workflow = administrators, as Workflow's update rule
 *   grants nothing else without an owner; create: may create the type).
 */
export function mayEditLovValue(permissions: PermissionService, actor: Actor, registry: Registry, target: LovValueTarget): boolean {
  if (actor.admin) return true;
  const binding = registry.lovs.get(target.list)?.edit;
  if (!binding) return false;
  const typeRight = (): boolean => {
    if (binding.action === 'update' || binding.action === 'delete') return permissions.mayWriteOwnedBy(actor, registry, binding.permissionType, binding.action, target.owner);
    return permissions.canCreate(actor, registry, binding.permissionType);
  };
  if (binding.ownerType === undefined) return target.owner === undefined && typeRight();
  if (target.owner === undefined || typeOfId(target.owner) !== binding.ownerType) return false;
  if (binding.permissionType === binding.ownerType) return holdsOwnerRight(permissions, actor, target.owner, binding.action);
  return holdsOwnerRight(permissions, actor, target.owner, 'update') && typeRight();
}
