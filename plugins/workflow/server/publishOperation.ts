import { isDeepStrictEqual } from 'node:util';
import type { ServerPluginContext } from '../../../engine/plugin/serverPlugin';
import type { ItemJson } from '../../../engine/protocol/item';
import { notAllowed, OperationError, ValidationFailedError, type OperationContext } from '../../../engine/protocol/operations';
import { checkDefinition, type WorkflowDefinition } from '../../../engine/workflow';
import { draftDefinition, otherWorkflowWithKey, versionsOf, WORKFLOW_TYPE } from './definitions';

/** The item types that run workflows (declaring `workflow`) and their state lists. */
function workflowTypes(context: ServerPluginContext): Map<string, string> {
  const types = new Map<string, string>();
  for (const [key, type] of context.registry().types) if (type.declaration.workflow) types.set(key, type.declaration.workflow.states);
  return types;
}

/**
 * act/workflow.publish/{workflowId}: checks the Workflow item's current fields as a definition
 * (shape, step kinds and settings, item types that run workflows with this state list, states of
 * the list, a key no other workflow type holds) and appends them as the next version, unless they
 * are what the latest version says (then the item is answered as it is). Running
 * instances keep the version they run; applying the new one to them is an explicit action.
 */
export function registerPublishOperation(context: ServerPluginContext): void {
  context.operations.register('act/workflow.publish', (ctx: OperationContext): ItemJson => {
    const actor = ctx.actor;
    if (!actor) throw new OperationError('identFailed', 'sign in first', 401);
    const id = ctx.params[0] ?? '';
    const workflow = context.items.read(actor, id);
    if (!workflow || workflow._t !== WORKFLOW_TYPE) throw new OperationError('workflow.errors.unknownWorkflow', `${id} is not a readable workflow type`, 404);
    if (!actor.admin && !context.items.can(actor, id, 'update')) throw notAllowed(`${id} may not be published by ${actor.userId}`);
    const registry = context.registry();
    const draft = draftDefinition(workflow);
    const types = workflowTypes(context);
    const stateList = typeof draft.stateList === 'string' ? draft.stateList : '';
    const lov = registry.lovs.get(stateList);
    const itemTypes = new Set([...types].filter(([, states]) => states === stateList).map(([type]) => type));
    const errors = checkDefinition(draft, {
      kinds: registry.steps,
      itemTypes,
      ...(lov ? { stateKeys: new Set(lov.values.map((value) => value.key)) } : {}),
      lovKeys: (list) => {
        const declared = registry.lovs.get(list);
        return declared && new Set(declared.values.map((value) => value.key));
      },
    });
    if (!lov) errors.push({ path: '/stateList', messageId: 'workflow.errors.unknownStateList', values: { list: stateList } });
    // A key another workflow type holds, even when the search lists this one first.
    if (typeof draft.key === 'string' && otherWorkflowWithKey(context.items, draft.key, id) !== undefined) errors.push({ path: '/key', messageId: 'workflow.errors.keyTaken', values: { key: String(draft.key) } });
    if (errors.length > 0) throw new ValidationFailedError(errors);
    const definition = draft as unknown as WorkflowDefinition;
    // Publishing what the latest version already says would only make running instances look outdated.
    const latest = versionsOf(workflow).at(-1);
    if (latest && isDeepStrictEqual({ ...latest, version: definition.version }, definition)) return workflow;
    return context.items.update(id, { versions: [...versionsOf(workflow), definition], published: definition.version }, workflow._u, { userId: actor.userId, admin: actor.admin });
  });
}
