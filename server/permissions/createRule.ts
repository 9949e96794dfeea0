import type { Deployment, MenuUser } from '../../engine/derive/showRule';
import type { Actor } from '../protocol/contract';

/** What the server knows of its installation for show rules: dedicated or not, and its granted capability keys. */
export function deploymentOf(config: { dedicated: boolean; capabilityKeys?: readonly string[] }): Deployment {
  return { dedicated: config.dedicated, capabilityKeys: [...(config.capabilityKeys ?? [])] };
}

/** A signed-in actor as show rules (a type's createRule) see a user: a token that reached an operation is valid. */
export function ruleUserOf(actor: Actor): MenuUser {
  return { signedIn: true, admin: actor.admin, capabilities: { ...actor.capabilities }, validToken: true };
}
