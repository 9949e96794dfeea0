import type { ItemJson } from '../../../engine/protocol/item';
import type { Actor } from '../../../engine/protocol/operations';
import type { PluginItems } from '../../../engine/plugin/serverPlugin';
import type { WorkflowDefinition } from '../../../engine/workflow';

export const WORKFLOW_TYPE = 'Workflow';

/** Reads every Workflow item whatever its access: definitions are looked up for rules, not shown. */
export const LOOKUP_ACTOR: Actor = { userId: 'vgn-0', admin: true, capabilities: {}, readOrgs: [], adminOrgs: [] };

/**
 * The Workflow item holding a workflow type key. Published keys are unique (publishing checks it),
 * but an unpublished draft may carry the same key meanwhile: the published holder wins.
 */
export function workflowItemByKey(items: PluginItems, key: string): ItemJson | undefined {
  const reply = items.search(LOOKUP_ACTOR, { must: [{ kind: 'type', value: WORKFLOW_TYPE }, { prop: 'key', kind: 'eq', value: key }], max: 10 });
  const holders = reply.ids.flatMap((id) => items.get(id) ?? []);
  return holders.find((item) => versionsOf(item).length > 0) ?? holders[0];
}

/** Another Workflow item than `selfId` holding the key, if any (whatever the search's order). */
export function otherWorkflowWithKey(items: PluginItems, key: string, selfId: string): string | undefined {
  const reply = items.search(LOOKUP_ACTOR, { must: [{ kind: 'type', value: WORKFLOW_TYPE }, { prop: 'key', kind: 'eq', value: key }], max: 2 });
  return reply.ids.find((id) => id !== selfId);
}

function isDefinition(value: unknown): value is WorkflowDefinition {
  return typeof value === 'object' && value !== null && 'key' in value && 'version' in value && 'steps' in value;
}

/** The published versions kept on a Workflow item (oldest first). */
export function versionsOf(workflow: ItemJson): WorkflowDefinition[] {
  return Array.isArray(workflow.versions) ? workflow.versions.filter(isDefinition) : [];
}

/** A published version by key and number; the latest when no number is given. */
export function publishedDefinition(items: PluginItems, key: string, version?: number): WorkflowDefinition | undefined {
  const workflow = workflowItemByKey(items, key);
  if (!workflow) return undefined;
  const versions = versionsOf(workflow);
  return version === undefined ? versions.at(-1) : versions.find((definition) => definition.version === version);
}

/** The definition a Workflow item's current fields describe, as its next version would publish it. */
export function draftDefinition(workflow: ItemJson): Record<string, unknown> {
  const published = typeof workflow.published === 'number' ? workflow.published : 0;
  const pick = (name: string): Record<string, unknown> => (workflow[name] === undefined ? {} : { [name]: workflow[name] });
  return {
    ...pick('key'),
    version: published + 1,
    ...pick('label'),
    ...pick('description'),
    ...pick('itemTypes'),
    ...pick('stateList'),
    ...pick('initialState'),
    ...pick('steps'),
  };
}
