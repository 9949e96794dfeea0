import type { ServerPluginContext } from '../../../engine/plugin/serverPlugin';
import type { ItemJson } from '../../../engine/protocol/item';
import type { Actor } from '../../../engine/protocol/operations';
import { ConsultRefusal } from './refusal';
import { readConsultation, text, texts } from './lookup';

/** CNS_PARTICIPANT_ROLES: how an organization takes part in a consultation (plugins/consult/README.md). */
export type ParticipantRole = 'PROPONENT' | 'REGULATOR' | 'INFORMED';

/** The organizations holding each role: the proponent and its supporting organizations, the regulators, the informed ones. */
export function organizationsByRole(consultation: ItemJson): Record<ParticipantRole, string[]> {
  return {
    PROPONENT: [...texts([consultation.primaryOrg]), ...texts(consultation.supOrgs)],
    REGULATOR: texts(consultation.regulators),
    INFORMED: texts(consultation.informed),
  };
}

/** The organizations that answer a consultation (one response each): the communities to consult and the regulators. */
export function answeringOrganizations(consultation: ItemJson): string[] {
  return [...new Set([...texts(consultation.respondents), ...texts(consultation.regulators)])];
}

/** The roles the actor's organizations hold in the consultation. */
export function participantRolesOf(consultation: ItemJson, actor: Actor): ParticipantRole[] {
  const mine = new Set([...actor.readOrgs, ...actor.adminOrgs]);
  const byRole = organizationsByRole(consultation);
  return (Object.keys(byRole) as ParticipantRole[]).filter((role) => byRole[role].some((org) => mine.has(org)));
}

/**
 * INFORMED is read-only: someone whose only tie to the consultation is an informed organization may
 * read it but not comment. Everyone else who reads it (staff, its creator, the proponent, communities
 * consulted, regulators) may.
 */
export function mayComment(consultation: ItemJson, actor: Actor): boolean {
  if (actor.admin || consultation._c.by === actor.userId) return true;
  const mine = new Set([...actor.readOrgs, ...actor.adminOrgs]);
  const byRole = organizationsByRole(consultation);
  const speaking = [...byRole.PROPONENT, ...answeringOrganizations(consultation)];
  if (speaking.some((org) => mine.has(org))) return true;
  return !byRole.INFORMED.some((org) => mine.has(org));
}

/** The operation conversation asks before a reply (plugin.json data `conversation.replyChecks`). */
export const THREAD_REPLY_CHECK = 'act/consult.threadReplyCheck';

/**
 * A thread about a consultation (its context) is opened, and replied to, only by those who may
 * comment on it: an informed organization's member named in a thread still only reads it.
 */
export function registerInformedReadOnly(context: ServerPluginContext): void {
  context.hooks.beforeWrite('Thread', (write) => {
    if (write.op !== 'create') return;
    const consultation = readConsultation(context.items, text(write.next?.context) ?? '');
    if (consultation && !mayComment(consultation, write.actor)) throw new ConsultRefusal('informedReadOnly', {}, 403);
  });
  // { thread } → { refusal? }: asked by the conversation plugin before every reply and for its reply box.
  context.operations.register(THREAD_REPLY_CHECK, (ctx, body) => {
    const threadId = typeof body === 'object' && body !== null ? text((body as Record<string, unknown>).thread) : undefined;
    const thread = ctx.actor === null || threadId === undefined ? undefined : context.items.read(ctx.actor, threadId);
    const consultation = thread === undefined ? undefined : readConsultation(context.items, text(thread.context) ?? '');
    return ctx.actor !== null && consultation !== undefined && !mayComment(consultation, ctx.actor) ? { refusal: 'consult.errors.informedReadOnly' } : {};
  });
}
