import type { ServerPluginContext } from '../../../engine/plugin/serverPlugin';
import type { ItemJson } from '../../../engine/protocol/item';
import { notAllowed, OperationError, type Actor, type OperationContext } from '../../../engine/protocol/operations';
import { ITEM_STATE_FIELD, itemStateFor } from '../../../engine/registry/workflowStateMap';
import { applyWorkflowAction, toPluginEvent, type WorkflowAction, type WorkflowDefinition, type WorkflowError, type WorkflowInstance, type WorkflowResult } from '../../../engine/workflow';
import { mayAsk, rightsOf } from './actionRights';
import { publishedDefinition } from './definitions';
import { runStepBehaviours } from './stepBehaviours';
import { instanceOf, syncReminder } from './reminders';
import { parseWorkflowRequest, type WireAction } from './wireAction';
import { workflowContext } from './workflowContext';

/** A refusal with its translation key (workflow.errors.*), the key's values and any field errors. */
export class WorkflowRefusal extends OperationError {
  constructor(readonly refusal: WorkflowError) {
    super(refusal.key, `${refusal.key} ${JSON.stringify(refusal.params)}`, 400);
  }

  get details(): Record<string, unknown> {
    return { params: this.refusal.params, ...(this.refusal.fieldErrors ? { errors: this.refusal.fieldErrors } : {}) };
  }
}

function refuse(key: WorkflowError['key'] | 'workflow.errors.notPublished' | 'workflow.errors.noWorkflowField', params: Record<string, string | number> = {}): never {
  throw new WorkflowRefusal({ key: key as WorkflowError['key'], params });
}

/** The definition an action runs against: the published version it names, or the instance's own. */
function definitionFor(context: ServerPluginContext, wire: WireAction, instance: WorkflowInstance | undefined): WorkflowDefinition | undefined {
  if (wire.type === 'setWorkflow' || wire.type === 'applySteps') {
    const key = (wire.type === 'setWorkflow' ? wire.workflow : (wire.workflow ?? instance?.definition)) ?? '';
    const definition = publishedDefinition(context.items, key, wire.version);
    if (!definition) refuse('workflow.errors.notPublished', { workflow: key });
    return definition;
  }
  return instance ? publishedDefinition(context.items, instance.definition, instance.version) : undefined;
}

function engineAction(wire: WireAction, definition: WorkflowDefinition | undefined, itemType: string): WorkflowAction {
  if (wire.type === 'setWorkflow' && definition) return { type: 'setWorkflow', definition, itemType };
  if (wire.type === 'applySteps' && definition) return { type: 'applySteps', definition };
  return wire as WorkflowAction;
}

/**
 * Writes the action's outcome: the item's _wf (and mapped state), what the moved steps' kinds do
 * (their behaviours, when an actor acted), one Event per workflow event and the reminder timer,
 * all in one transaction.
 */
export function commitOutcome(
  context: ServerPluginContext,
  item: ItemJson,
  result: Extract<WorkflowResult<WorkflowInstance | null>, { ok: true }>,
  definition: WorkflowDefinition | undefined,
  writer: { userId: string; admin: boolean },
  expectedU: number,
  actor?: Actor,
): ItemJson {
  return context.items.transaction(() => {
    const behaved = actor && result.instance ? runStepBehaviours(context, item, result.instance, result.events, actor) : undefined;
    const instance = behaved?.instance ?? result.instance;
    // The item's own state follows the workflow state where the type maps it (business spec §6).
    const mapped = instance === null ? undefined : itemStateFor(context.registry().types.get(item._t)?.declaration.workflow, instance.state);
    const own = { ...(behaved?.fields ?? {}), _wf: instance };
    const fields = mapped === undefined || item[ITEM_STATE_FIELD] === mapped ? own : { ...own, [ITEM_STATE_FIELD]: mapped };
    const updated = context.items.update(item.$id, fields, expectedU, writer);
    for (const event of result.events) context.events.emit(toPluginEvent(item.$id, event, instance, definition), writer);
    syncReminder(context.timers, updated);
    return updated;
  });
}

function requireActor(ctx: OperationContext): Actor {
  if (!ctx.actor) throw new OperationError('identFailed', 'sign in first', 401);
  return ctx.actor;
}

/** act/workflow/{itemId} { action, _u? }: one workflow action on one item, answered with the item as the asker reads it. */
export function registerActOperation(context: ServerPluginContext): void {
  context.operations.register('act/workflow', (ctx: OperationContext, body): ItemJson => {
    const actor = requireActor(ctx);
    const id = ctx.params[0] ?? '';
    const item = context.items.read(actor, id);
    if (!item) throw notAllowed(`${id} is not readable`);
    const registry = context.registry();
    if (registry.types.get(item._t)?.declaration.workflow === undefined) refuse('workflow.errors.noWorkflowField', { type: item._t });
    const request = parseWorkflowRequest(body);
    const instance = instanceOf(context.items.get(id));
    const rights = rightsOf(context.items, registry, actor, item);
    if (!mayAsk(rights, instance, request.action as WorkflowAction)) throw notAllowed('workflow.errors.notStepActor');
    const definition = definitionFor(context, request.action, instance);
    const engineContext = workflowContext(registry, rights.contact ?? actor.userId, rights.mayForce, new Date(), definition);
    const result = applyWorkflowAction(instance, engineAction(request.action, definition, item._t), engineContext);
    if (!result.ok) throw new WorkflowRefusal(result.error);
    commitOutcome(context, item, result, definition, { userId: actor.userId, admin: actor.admin }, request._u ?? item._u, actor);
    const answer = context.items.read(actor, id);
    if (!answer) throw notAllowed(`${id} is not readable`);
    return answer;
  });
}
