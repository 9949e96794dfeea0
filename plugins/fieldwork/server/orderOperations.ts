import type { ServerPluginContext } from '../../../engine/plugin/serverPlugin';
import type { ItemJson } from '../../../engine/protocol/item';
import { badRequest, notAllowed, OperationError, type Actor, type OperationContext } from '../../../engine/protocol/operations';
import { createJob } from './jobs';
import { CONSULTATION_TYPE, FIELDWORK_TYPE, FieldworkRefusal, isMemberOf, text } from './lookup';

/** What the consultation page offers: may the asker order fieldwork, for which organizations, and the jobs already ordered. */
export interface FieldworkOffer {
  mayOrder: boolean;
  organizations: { id: string; name: string }[];
  jobs: { id: string; label: string }[];
}

function requireActor(ctx: OperationContext): Actor {
  if (!ctx.actor) throw new OperationError('identFailed', 'sign in first', 401);
  return ctx.actor;
}

function readConsultation(context: ServerPluginContext, actor: Actor, id: string): ItemJson {
  const consultation = context.items.read(actor, id);
  if (consultation?._t !== CONSULTATION_TYPE) throw notAllowed(`${id} is not a consultation ${actor.userId} reads`);
  return consultation;
}

/** Organizations the asker orders fieldwork for: those they belong to, administered ones first. */
function ownOrganizations(context: ServerPluginContext, actor: Actor): { id: string; name: string }[] {
  const ids = [...new Set([...actor.adminOrgs, ...actor.readOrgs])];
  return ids.flatMap((id) => {
    const organization = context.items.get(id);
    return organization ? [{ id, name: String(organization.displayName ?? id) }] : [];
  });
}

const mayOrder = (actor: Actor): boolean => actor.admin || actor.capabilities.GeoKeeper === true;

/**
 * act/fieldwork.offer/{consultationId} → FieldworkOffer, and act/fieldwork.order/{consultationId}
 * { ownedBy?, label? } → the new job (README: ordering fieldwork). Ordering needs the GeoKeeper
 * capability, a consultation the asker reads and an organization the asker belongs to.
 */
export function registerOrderOperations(context: ServerPluginContext): void {
  context.operations.register('act/fieldwork.offer', (ctx): FieldworkOffer => {
    const actor = requireActor(ctx);
    const consultation = readConsultation(context, actor, ctx.params[0] ?? '');
    const found = context.items.search(actor, { must: [{ kind: 'type', value: FIELDWORK_TYPE }, { prop: 'createdFrom', kind: 'eq', value: consultation.$id }], max: 50 });
    const jobs = found.ids.flatMap((id) => {
      const job = context.items.read(actor, id);
      return job ? [{ id, label: String(job.label ?? id) }] : [];
    });
    const organizations = ownOrganizations(context, actor);
    return { mayOrder: mayOrder(actor) && organizations.length > 0, organizations, jobs };
  });

  context.operations.register('act/fieldwork.order', (ctx, body): ItemJson => {
    const actor = requireActor(ctx);
    const consultation = readConsultation(context, actor, ctx.params[0] ?? '');
    if (!mayOrder(actor)) throw notAllowed(`${actor.userId} lacks the GeoKeeper capability`);
    const request = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    if (request.label !== undefined && (typeof request.label !== 'string' || request.label.trim() === '')) throw badRequest('label must be a non-empty string');
    const ownedBy = text(request.ownedBy) ?? ownOrganizations(context, actor)[0]?.id;
    if (!ownedBy || (!actor.admin && !isMemberOf(actor, ownedBy))) throw new FieldworkRefusal('notMember', `${actor.userId} is not a member of ${String(ownedBy)}`);
    const label = text(request.label);
    const job = createJob(context, { consultation, ownedBy, ...(label ? { label } : {}) }, actor);
    const answer = context.items.read(actor, job.$id);
    if (!answer) throw notAllowed(`${job.$id} is not readable`);
    return answer;
  });
}
