import type { PluginItems } from '../../../engine/plugin/serverPlugin';
import { notAllowed, OperationError, type Actor, type OperationContext } from '../../../engine/protocol/operations';
import type { ItemJson } from '../../../engine/protocol/item';
import type { ConsultRole } from '../consultStates';
import { readConsultation } from './lookup';

export function requireActor(ctx: OperationContext): Actor {
  if (!ctx.actor) throw new OperationError('identFailed', 'sign in first', 401);
  return ctx.actor;
}

/** The consultation named by the operation's first parameter, when the actor reads it. */
export function consultationFor(items: PluginItems, actor: Actor, id: string): ItemJson {
  const consultation = readConsultation(items, id);
  if (!consultation || !items.read(actor, id)) throw notAllowed(`${id} is not a readable consultation`);
  return consultation;
}

/** Staff are administrators; a submitter holds ConsultSubmit and may update the consultation. */
export function rolesOf(items: PluginItems, actor: Actor, consultationId: string): ConsultRole[] {
  const roles: ConsultRole[] = [];
  if (actor.admin) roles.push('staff');
  if ((actor.admin || actor.capabilities.ConsultSubmit === true) && items.can(actor, consultationId, 'update')) roles.push('submitter');
  return roles;
}

/** The _u the asker based the action on, else the stored one. */
export function expectedVersion(body: unknown, item: ItemJson): number {
  const u = typeof body === 'object' && body !== null ? (body as { _u?: unknown })._u : undefined;
  return typeof u === 'number' ? u : item._u;
}
