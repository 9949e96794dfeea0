import type { ServerPluginContext } from '../../../engine/plugin/serverPlugin';
import type { ItemJson } from '../../../engine/protocol/item';
import type { Actor } from '../../../engine/protocol/operations';
import { SEARCH_MAX_ALL } from '../../../engine/protocol/searchWire';
import { FIELDWORK_TYPE, FieldworkRefusal, LOOKUP_ACTOR, text, texts } from './lookup';

/**
 * The fieldwork workflow type a new job of `ownedBy` runs: a published Workflow applying to
 * GeoKeeperFieldwork owned by that organization, else one owned by nobody (the platform's).
 */
export function fieldworkWorkflowFor(context: ServerPluginContext, ownedBy: string): string | undefined {
  const reply = context.items.search(LOOKUP_ACTOR, { must: [{ kind: 'type', value: 'Workflow' }], max: SEARCH_MAX_ALL });
  const published = reply.ids
    .flatMap((id) => context.items.get(id) ?? [])
    .filter((workflow) => texts(workflow.itemTypes).includes(FIELDWORK_TYPE) && typeof workflow.published === 'number' && workflow.published > 0);
  const chosen = published.find((workflow) => workflow.owner === ownedBy) ?? published.find((workflow) => workflow.owner === undefined);
  return text(chosen?.key);
}

export interface JobOrder {
  consultation: ItemJson;
  ownedBy: string;
  label?: string;
}

/**
 * Creates a fieldwork job for a consultation: done by `ownedBy` for the consultation's primary
 * organization (the proponent), whose first primary contact hears of it; then starts the owner's
 * fieldwork workflow through act/workflow as the actor, when one is published.
 */
export function createJob(context: ServerPluginContext, order: JobOrder, actor: Actor): ItemJson {
  const { consultation, ownedBy } = order;
  const externalParty = text(consultation.primaryOrg);
  if (!externalParty) throw new FieldworkRefusal('noExternalParty', `${consultation.$id} has no primary organization`);
  const externalNotify = texts(consultation.primaryContacts)[0];
  const label = order.label ?? `${String(consultation.projectName ?? consultation.$id)}`;
  const writer = { userId: actor.userId, admin: actor.admin };
  return context.items.transaction(() => {
    const job = context.items.create(FIELDWORK_TYPE, { label, ownedBy, externalParty, createdFrom: consultation.$id, ...(externalNotify ? { externalNotify } : {}) }, writer);
    const workflow = fieldworkWorkflowFor(context, ownedBy);
    if (workflow) context.operations.call(`act/workflow/${job.$id}`, actor, { action: { type: 'setWorkflow', workflow } });
    return context.items.get(job.$id) ?? job;
  });
}
