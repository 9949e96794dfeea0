import type { ItemTypeDeclaration, ItemWriteRule, WriteRules } from '../declarations/bundle';
import { evaluateShowRule, type Deployment, type MenuUser } from './showRule';

/** The writes a type's `write` rules govern. */
export type WriteOperation = 'create' | 'update' | 'delete';

/**
 * What a rule's item atoms ask about the item being written; lazy, because each may cost a query
 * and most rules never ask (an administrators-only rule stops at the first atom).
 */
export interface ItemFacts {
  /** The generic permission model allows the action (creator, owner organization's administrators, grantees). */
  itemRights(): boolean;
  /** The item is the writer's own User item. */
  self(): boolean;
}

/**
 * The rules of a type that declares none: administrators only. Plugin types must declare theirs
 * (the registry refuses one that does not); only administrator-defined types reach this default,
 * so a type never silently becomes writable by any signed-in user.
 */
export const ADMIN_ONLY_WRITE: WriteRules = { create: { admin: true }, update: { admin: true }, delete: { admin: true } };

export function writeRulesOf(declaration: Pick<ItemTypeDeclaration, 'write'>): WriteRules {
  return declaration.write ?? ADMIN_ONLY_WRITE;
}

/**
 * Evaluates an update or delete rule: show-rule atoms as menus evaluate them, item atoms through
 * facts. Like show rules, one condition per object; should several be present, every one must hold.
 */
export function evaluateItemWriteRule(rule: ItemWriteRule, user: MenuUser, deployment: Deployment, facts: ItemFacts): boolean {
  const checks: boolean[] = [];
  const { itemRights, self, all, any, not, ...showAtoms } = rule;
  if (Object.keys(showAtoms).length > 0) checks.push(evaluateShowRule(showAtoms, user, deployment));
  if (itemRights === true) checks.push(facts.itemRights());
  if (self === true) checks.push(facts.self());
  if (all) checks.push(all.every((r) => evaluateItemWriteRule(r, user, deployment, facts)));
  if (any) checks.push(any.some((r) => evaluateItemWriteRule(r, user, deployment, facts)));
  if (not) checks.push(!evaluateItemWriteRule(not, user, deployment, facts));
  return checks.every(Boolean);
}

/**
 * Whether user may update or delete an item of the type. Administrators always may (spec §6: they
 * hold every right); everybody else needs a signed-in session and the type's rule for the operation.
 */
export function mayWriteItem(declaration: Pick<ItemTypeDeclaration, 'write'>, operation: Exclude<WriteOperation, 'create'>, user: MenuUser, deployment: Deployment, facts: ItemFacts): boolean {
  if (user.admin) return true;
  if (!user.signedIn) return false;
  return evaluateItemWriteRule(writeRulesOf(declaration)[operation], user, deployment, facts);
}

/**
 * The fields a non-administrator may change on an item that is their own (write.selfFields);
 * undefined when the type restricts nothing.
 */
export function selfFieldsOf(declaration: Pick<ItemTypeDeclaration, 'write'>): ReadonlySet<string> | undefined {
  const fields = declaration.write?.selfFields;
  return fields === undefined ? undefined : new Set(fields);
}
