import type { NavItem, ShowRule } from '../declarations/bundle';
import { CORE_CAPABILITY, type ResolvedType } from './registry';

/**
 * The capabilities that register workflow types (business spec §2, §6): those gating an item type
 * that declares `workflow` (a type without a capability belongs to Core). Sorted, for a stable registry.
 */
export function workflowCapabilities(types: ReadonlyMap<string, ResolvedType>): string[] {
  const capabilities = new Set<string>();
  for (const type of types.values()) if (type.declaration.workflow) capabilities.add(type.capability);
  return [...capabilities].sort();
}

/** Holding the capability, and in a dedicated deployment being granted its key (Core needs no key). */
function capabilityRule(capability: string): ShowRule {
  return capability === CORE_CAPABILITY ? { capability } : { all: [{ capability }, { capabilityKey: capability }] };
}

/**
 * Nav items marked `workflowTypes` appear only where a capability registers workflow types: with
 * none registered the item (and its route) is left out; otherwise its show rule gains "holds one of
 * them", so a dedicated deployment without their keys hides it too.
 */
export function resolveWorkflowNav(items: readonly NavItem[], types: ReadonlyMap<string, ResolvedType>): NavItem[] {
  const capabilities = workflowCapabilities(types);
  return items.flatMap((item): NavItem[] => {
    if (!item.workflowTypes) return [item];
    if (capabilities.length === 0) return [];
    const registers: ShowRule = { any: capabilities.map(capabilityRule) };
    return [{ ...item, show: item.show ? { all: [item.show, registers] } : registers }];
  });
}
