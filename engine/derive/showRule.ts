import type { ShowRule } from '../declarations/bundle';

/** What menus and show rules know about the person looking. */
export interface MenuUser {
  signedIn: boolean;
  admin: boolean;
  /** Capability name to granted (the blank signed-out user has { Core: true }). */
  capabilities: Record<string, boolean>;
  validToken: boolean;
}

/** What menus know about the installation: dedicated deployments license capabilities by key. */
export interface Deployment {
  dedicated: boolean;
  /** Capability keys granted to a dedicated deployment. */
  capabilityKeys?: string[];
}

/** Spec §6: administrators hold every capability. */
export function holdsCapability(user: MenuUser, capability: string): boolean {
  return user.admin || user.capabilities[capability] === true;
}

/** Capability keys only restrict dedicated deployments; elsewhere every key counts as granted. */
export function isCapabilityKeyGranted(deployment: Deployment, key: string): boolean {
  return !deployment.dedicated || (deployment.capabilityKeys ?? []).includes(key);
}

/**
 * Evaluates a declared show rule. The meta-schema allows one condition per rule object (combine
 * with all/any/not); should several be present anyway, every one must hold.
 */
export function evaluateShowRule(rule: ShowRule, user: MenuUser, deployment: Deployment): boolean {
  const checks: boolean[] = [];
  if (rule.capability !== undefined) checks.push(holdsCapability(user, rule.capability));
  if (rule.admin !== undefined) checks.push(user.admin === rule.admin);
  if (rule.signedIn !== undefined) checks.push(user.signedIn === rule.signedIn);
  if (rule.dedicated !== undefined) checks.push(deployment.dedicated === rule.dedicated);
  if (rule.capabilityKey !== undefined) checks.push(isCapabilityKeyGranted(deployment, rule.capabilityKey));
  if (rule.all) checks.push(rule.all.every((r) => evaluateShowRule(r, user, deployment)));
  if (rule.any) checks.push(rule.any.some((r) => evaluateShowRule(r, user, deployment)));
  if (rule.not) checks.push(!evaluateShowRule(rule.not, user, deployment));
  return checks.every(Boolean);
}
