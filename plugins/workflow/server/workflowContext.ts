import type { Registry } from '../../../engine/registry/registry';
import type { WorkflowContext, WorkflowDefinition } from '../../../engine/workflow';

/** Keys of a declared list of values (run-time values administrators add are checked by the item write). */
function declaredKeys(registry: Registry, list: string): ReadonlySet<string> | undefined {
  const lov = registry.lovs.get(list);
  return lov === undefined ? undefined : new Set(lov.values.map((value) => value.key));
}

/** What the engine is given for one action: nothing in it is read again from the store or the clock. */
export function workflowContext(registry: Registry, actor: string, mayForce: boolean, now: Date, definition: WorkflowDefinition | undefined): WorkflowContext {
  const states = definition === undefined ? undefined : declaredKeys(registry, definition.stateList);
  return {
    actor,
    mayForce,
    now: now.toISOString(),
    kinds: registry.steps,
    ...(definition === undefined ? {} : { definition }),
    ...(states === undefined ? {} : { workflowStates: states }),
    lovKeys: (list) => declaredKeys(registry, list),
  };
}
