import type { PermissionService } from '../permissions/permissionService';
import type { Actor } from '../protocol/contract';

/**
 * Whether the actor holds a right on an existing owner item (an Organization, for owner-specific
 * lists). The permission service knows no owner of an Organization item itself, so here its
 * members (readOrgs, adminOrgs) read it and its administrators (adminOrgs) hold its write rights,
 * besides whoever the item-level rule admits. "create" on an item means writing into it: update.
 */
export function holdsOwnerRight(permissions: PermissionService, actor: Actor | null, id: string, action: string): boolean {
  if (action === 'read') return permissions.canRead(actor, id) || (actor !== null && (actor.readOrgs.includes(id) || actor.adminOrgs.includes(id)));
  if (actor === null) return false;
  return actor.adminOrgs.includes(id) || permissions.can(actor, id, action === 'create' ? 'update' : action);
}
