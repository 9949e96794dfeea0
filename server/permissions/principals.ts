import type { Actor } from '../protocol/contract';

/**
 * The ids an actor is known by for access checks: persons (the user and its Contact, since person
 * fields may name either) and organizations (read membership and administered ones).
 */
export interface Principals {
  persons: string[];
  orgs: string[];
  adminOrgs: string[];
}

export function principalsOf(actor: Actor, contactId?: string): Principals {
  const persons = contactId ? [actor.userId, contactId] : [actor.userId];
  return {
    persons,
    orgs: [...new Set([...actor.readOrgs, ...actor.adminOrgs])],
    adminOrgs: [...new Set(actor.adminOrgs)],
  };
}

/** Every principal id at once (grants may name a person or an organization). */
export function allPrincipals(principals: Principals): string[] {
  return [...principals.persons, ...principals.orgs];
}
