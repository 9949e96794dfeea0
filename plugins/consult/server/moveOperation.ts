import type { PluginEvent, ServerPluginContext } from '../../../engine/plugin/serverPlugin';
import type { ItemFields, ItemJson } from '../../../engine/protocol/item';
import { badRequest, notAllowed, ValidationFailedError, type OperationContext } from '../../../engine/protocol/operations';
import { checkConsultationMove, consultationMovesFrom, type ConsultationState } from '../consultStates';
import { consultationFor, expectedVersion, requireActor, rolesOf } from './actors';
import { resolveSendBackThread, sendBackThread } from './incompleteThread';
import { participantRolesOf } from './participantRoles';
import { staffUsers, texts } from './lookup';
import { ConsultRefusal, stateMessage } from './refusal';

/** The event a move records, and who besides the consultation's own people hears of it. */
function moveEvent(items: ServerPluginContext['items'], consultation: ItemJson, from: string, to: ConsultationState): PluginEvent {
  const proponent = [...texts([consultation.primaryOrg]), ...texts(consultation.primaryContacts)];
  const respondents = texts(consultation.distributedTo);
  const base = { context: consultation.$id, params: { from: stateMessage(from), to: stateMessage(to) } };
  if (to === 'REVIEW') return { ...base, kind: 'CNS_SUBMITTED', also: [...staffUsers(items), ...proponent] };
  if (to === 'WITHDRAWN') return { ...base, kind: 'CNS_WITHDRAWN', also: [...staffUsers(items), ...proponent, ...respondents] };
  if (to === 'CLOSED') return { ...base, kind: 'CNS_CLOSED', also: [...proponent, ...respondents] };
  return { ...base, kind: 'CNS_STATE_CHANGED', also: proponent };
}

function parseMove(body: unknown): { to: string; reason: string } {
  const record = typeof body === 'object' && body !== null ? (body as { to?: unknown; reason?: unknown }) : {};
  if (typeof record.to !== 'string') throw badRequest('act/consult.move takes { to, reason?, _u? }');
  return { to: record.to, reason: typeof record.reason === 'string' ? record.reason.trim() : '' };
}

/**
 * act/consult.move/{consultationId} { to, reason?, _u? }: one state move of the table in consultStates.ts
 * (submit, accept, send back, mark responded, close, reopen, withdraw), with its event.
 * act/consult.moves/{consultationId}: the states the asker may move it to now.
 */
export function registerMoveOperations(context: ServerPluginContext): void {
  const { items } = context;
  context.operations.register('act/consult.moves', (ctx: OperationContext) => {
    const actor = requireActor(ctx);
    const consultation = consultationFor(items, actor, ctx.params[0] ?? '');
    const roles = rolesOf(items, actor, consultation.$id);
    return { moves: consultationMovesFrom(String(consultation.state), roles), mayDistribute: roles.includes('staff'), roles: participantRolesOf(consultation, actor) };
  });
  context.operations.register('act/consult.move', (ctx: OperationContext, body): ItemJson => {
    const actor = requireActor(ctx);
    const consultation = consultationFor(items, actor, ctx.params[0] ?? '');
    const { to, reason } = parseMove(body);
    const from = String(consultation.state ?? 'DRAFT');
    const check = checkConsultationMove(from, to, rolesOf(items, actor, consultation.$id));
    if (!check.ok) throw new ConsultRefusal(check.reason, { from: stateMessage(from), to: stateMessage(to) }, check.reason === 'notAllowedToMove' ? 403 : 400);
    // Sending back says why: the reason opens (or continues) the consultation's CONSULT_INCOMPLETE thread.
    if (to === 'INCOMPLETE' && reason === '') throw new ValidationFailedError([{ path: '/reason', messageId: 'consult.errors.reasonRequired', values: {} }]);
    const fields: ItemFields = { state: to, ...(to === 'REVIEW' ? { submitted: new Date().toISOString() } : {}) };
    const writer = { userId: actor.userId, admin: actor.admin };
    items.transaction(() => {
      const thread = to === 'INCOMPLETE' ? sendBackThread(context, actor, writer, consultation, reason) : undefined;
      if (from === 'INCOMPLETE' && to === 'REVIEW') resolveSendBackThread(context, writer, consultation);
      const updated = items.update(consultation.$id, { ...fields, ...(thread ? { incompleteThread: thread } : {}) }, expectedVersion(body, consultation), writer);
      context.events.emit(moveEvent(items, updated, from, to as ConsultationState), writer);
    });
    const answer = items.read(actor, consultation.$id);
    if (!answer) throw notAllowed(`${consultation.$id} is not readable`);
    return answer;
  });
}
