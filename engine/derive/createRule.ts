import type { ResolvedType } from '../registry/registry';
import { CORE_CAPABILITY } from '../registry/registry';
import { evaluateShowRule, holdsCapability, type Deployment, type MenuUser } from './showRule';
import { writeRulesOf } from './writeRule';

/**
 * Whether a user may create items of a type, the one rule server (create, act/isAllowed) and
 * client (create buttons) apply: signed in; administrators always; never system types; holding
 * the type's capability (Core types: everybody signed in); and passing the type's `write.create`
 * rule (a show rule over the user and the deployment, e.g. Contact: admins, or anybody when
 * dedicated; SystemAlert: admins). A type declaring no write rules is for administrators only.
 */
export function mayCreateType(type: ResolvedType, user: MenuUser, deployment: Deployment): boolean {
  if (!user.signedIn) return false;
  if (user.admin) return true;
  if (type.declaration.system === true) return false;
  if (type.capability !== CORE_CAPABILITY && !holdsCapability(user, type.capability)) return false;
  return evaluateShowRule(writeRulesOf(type.declaration).create, user, deployment);
}
