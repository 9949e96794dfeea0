import type { ServerPluginContext } from '../../../engine/plugin/serverPlugin';
import type { ItemJson, Writer } from '../../../engine/protocol/item';
import { notAllowed, type Actor, type OperationContext } from '../../../engine/protocol/operations';
import { DISTRIBUTABLE_STATES } from '../consultStates';
import { consultationFor, expectedVersion, requireActor } from './actors';
import { copiedFields } from './copies';
import { responsesOf, text, texts } from './lookup';
import { answeringOrganizations } from './participantRoles';
import { ConsultRefusal, stateMessage } from './refusal';

/** Starts the community's default response workflow on a new response through the workflow engine's own action. */
function applyDefaultWorkflow(context: ServerPluginContext, actor: Actor, response: ItemJson, community: ItemJson): void {
  const workflow = text(community.defaultResponseWorkflow);
  if (!workflow) return;
  try {
    context.operations.call(`act/workflow/${response.$id}`, actor, { action: { type: 'setWorkflow', workflow } });
  } catch (error) {
    if (error instanceof Error && 'userMessage' in error && error.userMessage === 'workflow.errors.notPublished') throw new ConsultRefusal('workflowNotPublished', { workflow });
    throw error;
  }
}

function presentCopies(consultation: ItemJson): Record<string, unknown> {
  return Object.fromEntries(Object.entries(copiedFields(consultation)).filter(([, value]) => value !== null));
}

/** The response of one respondent: created PENDING, or a DRAFT one made pending. */
function ensureResponse(context: ServerPluginContext, actor: Actor, writer: Writer, consultation: ItemJson, community: ItemJson, existing: ItemJson | undefined): ItemJson | undefined {
  if (existing) {
    if (existing.state === 'DRAFT') return context.items.update(existing.$id, { state: 'PENDING' }, existing._u, writer);
    return undefined;
  }
  const response = context.items.create('ConsultResponse', { consultation: consultation.$id, community: community.$id, state: 'PENDING', priority: 'NORMAL', ...presentCopies(consultation), $access: 'PROTECTED' }, writer);
  // The community's members work their response (the generic model: grantees of update).
  context.operations.call(`act/setGrants`, actor, { id: response.$id, grantee: community.$id, actions: ['update'] });
  applyDefaultWorkflow(context, actor, response, community);
  return response;
}

/**
 * act/consult.distribute/{consultationId} { _u? } (staff): one ConsultResponse per organization in
 * `respondents` or `regulators` that has none yet, each starting its community's default response workflow; the
 * consultation becomes CONSULTING and readable by those organizations; CNS_DISTRIBUTED on the
 * consultation and on each new response. All in one transaction.
 */
export function registerDistributeOperation(context: ServerPluginContext): void {
  const { items } = context;
  context.operations.register('act/consult.distribute', (ctx: OperationContext, body): ItemJson => {
    const actor = requireActor(ctx);
    const consultation = consultationFor(items, actor, ctx.params[0] ?? '');
    if (!actor.admin) throw new ConsultRefusal('notAllowedToMove', { to: stateMessage('CONSULTING') }, 403);
    const from = String(consultation.state ?? 'DRAFT');
    if (!(DISTRIBUTABLE_STATES as readonly string[]).includes(from)) throw new ConsultRefusal('transitionNotAllowed', { from: stateMessage(from), to: stateMessage('CONSULTING') });
    const respondents = answeringOrganizations(consultation);
    const informed = texts(consultation.informed);
    if (respondents.length === 0) throw new ConsultRefusal('noRespondents');
    const communities = respondents.map((id) => items.get(id));
    if (communities.some((org) => org?._t !== 'Organization')) throw new ConsultRefusal('respondentNotOrganization');
    const writer = { userId: actor.userId, admin: actor.admin };
    items.transaction(() => {
      const existing = new Map(responsesOf(items, consultation.$id).map((response) => [String(response.community), response]));
      // Informed organizations read it too (their members), without a response of their own.
      const distributedTo = [...new Set([...texts(consultation.distributedTo), ...respondents, ...informed])];
      const updated = items.update(consultation.$id, { state: 'CONSULTING', distributedTo, ...(consultation.distributed ? {} : { distributed: new Date().toISOString() }) }, expectedVersion(body, consultation), writer);
      const added = communities.flatMap((community) => (community ? (ensureResponse(context, actor, writer, updated, community, existing.get(community.$id)) ?? []) : []));
      const proponent = [...texts([updated.primaryOrg]), ...texts(updated.primaryContacts)];
      context.events.emit({ kind: 'CNS_DISTRIBUTED', context: updated.$id, also: [...proponent, ...informed, ...added.map((response) => String(response.community))], params: { count: String(added.length) } }, writer);
      for (const response of added) context.events.emit({ kind: 'CNS_DISTRIBUTED', context: response.$id, also: [String(response.community)], params: { count: '1' } }, writer);
    });
    const answer = items.read(actor, consultation.$id);
    if (!answer) throw notAllowed(`${consultation.$id} is not readable`);
    return answer;
  });
}
