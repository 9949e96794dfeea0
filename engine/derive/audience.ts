import type { FieldHints } from '../declarations/bundle';
import { evaluateShowRule, type Deployment, type MenuUser } from './showRule';

/**
 * Who a derived form, view or search model is for. Client-side derivations pass it so that fields
 * whose `show` rule fails are left out; server-side ones pass none and keep every field.
 */
export interface Audience {
  user: MenuUser;
  deployment: Deployment;
}

/** A field is shown without an audience, without a show rule, or when its rule holds for the audience. */
export function isFieldShownTo(hints: FieldHints | undefined, audience: Audience | undefined): boolean {
  if (audience === undefined || hints?.show === undefined) return true;
  return evaluateShowRule(hints.show, audience.user, audience.deployment);
}

/** A stable text for cache keys: equal audiences give equal keys ('' for no audience). */
export function audienceKey(audience: Audience | undefined): string {
  if (audience === undefined) return '';
  const { user, deployment } = audience;
  const capabilities = Object.keys(user.capabilities)
    .filter((c) => user.capabilities[c] === true)
    .sort();
  const keys = [...(deployment.capabilityKeys ?? [])].sort();
  return JSON.stringify([user.signedIn, user.admin, user.validToken, capabilities, deployment.dedicated, keys]);
}
