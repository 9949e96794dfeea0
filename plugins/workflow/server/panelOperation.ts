import type { PluginItems, ServerPluginContext } from '../../../engine/plugin/serverPlugin';
import { notAllowed, OperationError, type OperationContext } from '../../../engine/protocol/operations';
import type { WorkflowDefinition } from '../../../engine/workflow';
import type { WorkflowPanelInfo, WorkflowSummary } from '../panelInfo';
import { rightsOf } from './actionRights';
import { LOOKUP_ACTOR, publishedDefinition, versionsOf, WORKFLOW_TYPE } from './definitions';
import { instanceOf } from './reminders';

/** More workflow types than any deployment publishes for one item type; the panel lists them all. */
const MAX_WORKFLOW_TYPES = 500;

function summaryOf(definition: WorkflowDefinition, latest: number): WorkflowSummary {
  return {
    key: definition.key,
    label: definition.label,
    version: definition.version,
    latest,
    steps: definition.steps.map((step) => ({ id: step.id, kind: step.kind, ...(step.label === undefined ? {} : { label: step.label }) })),
  };
}

/** The latest published version of every workflow type that applies to items of this type. */
function startable(items: PluginItems, itemType: string): WorkflowSummary[] {
  const reply = items.search(LOOKUP_ACTOR, { must: [{ kind: 'type', value: WORKFLOW_TYPE }], max: MAX_WORKFLOW_TYPES });
  const found: WorkflowSummary[] = [];
  for (const id of reply.ids) {
    const workflow = items.get(id);
    const latest = workflow ? versionsOf(workflow).at(-1) : undefined;
    if (latest?.itemTypes.includes(itemType)) found.push(summaryOf(latest, latest.version));
  }
  return found.sort((a, b) => a.label.localeCompare(b.label));
}

/**
 * act/workflow.panel/{itemId}: what the item page's workflow panel needs beyond the item: the
 * asker's rights (the same the actions are judged by), the running version's label and step
 * labels (readers of the item may not read Workflow items), and for an item without a workflow the
 * published types that apply to it, when the asker may start one.
 */
export function registerPanelOperation(context: ServerPluginContext): void {
  context.operations.register('act/workflow.panel', (ctx: OperationContext): WorkflowPanelInfo => {
    const actor = ctx.actor;
    if (!actor) throw new OperationError('identFailed', 'sign in first', 401);
    const id = ctx.params[0] ?? '';
    const item = context.items.read(actor, id);
    if (!item) throw notAllowed(`${id} is not readable`);
    const rights = rightsOf(context.items, context.registry(), actor, item);
    const instance = instanceOf(context.items.get(id));
    const base = { rights: { mayForce: rights.mayForce, mayManage: rights.mayManage, ...(rights.contact === undefined ? {} : { contact: rights.contact }) } };
    if (!instance) return { ...base, startable: rights.mayManage ? startable(context.items, item._t) : [] };
    const definition = publishedDefinition(context.items, instance.definition, instance.version);
    const latest = publishedDefinition(context.items, instance.definition)?.version ?? instance.version;
    return { ...base, startable: [], ...(definition ? { workflow: summaryOf(definition, latest) } : {}) };
  });
}
