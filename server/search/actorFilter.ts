import type { ActorFilterValue } from '../../engine/protocol/searchWire';
import type { Actor } from '../protocol/contract';

/** What an actor filter names (schemas/search-request.schema.json, filter kind "actor"). */
export type { ActorFilterValue } from '../../engine/protocol/searchWire';

/** The asker's own ids per actor filter value; null for anonymous callers (every actor filter fails). */
export type ActorIds = Readonly<Record<ActorFilterValue, readonly string[]>> | null;

/**
 * Resolves the ids actor filters compare with, once per search: the User id, the Contact the User
 * item names, the organizations the user belongs to (read or administer) and those it administers.
 * Administrators are resolved like everybody else: their own memberships, not every organization.
 */
export function actorIdsOf(actor: Actor | null, contactOf: (userId: string) => string | undefined): ActorIds {
  if (actor === null) return null;
  const contact = contactOf(actor.userId);
  return {
    user: [actor.userId],
    contact: contact === undefined ? [] : [contact],
    orgs: [...new Set([...actor.readOrgs, ...actor.adminOrgs])],
    adminOrgs: [...new Set(actor.adminOrgs)],
  };
}
