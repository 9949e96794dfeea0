import type { PluginItems } from '../../../engine/plugin/serverPlugin';
import type { ItemJson } from '../../../engine/protocol/item';
import type { Actor } from '../../../engine/protocol/operations';
import { SEARCH_MAX_ALL } from '../../../engine/protocol/searchWire';

/** Reads whatever the rules need, whoever asked: what is decided on is never shown to the asker. */
export const LOOKUP_ACTOR: Actor = { userId: 'vgn-0', admin: true, capabilities: {}, readOrgs: [], adminOrgs: [] };

export const CONSULTATION = 'Consultation';
export const RESPONSE = 'ConsultResponse';

export function texts(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}

export function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Every response of a consultation (a consultation has one per respondent organization). */
export function responsesOf(items: PluginItems, consultationId: string): ItemJson[] {
  const reply = items.search(LOOKUP_ACTOR, { must: [{ kind: 'type', value: RESPONSE }, { prop: 'consultation', kind: 'eq', value: consultationId }], max: SEARCH_MAX_ALL });
  return reply.ids.flatMap((id) => items.get(id) ?? []);
}

/** Items of `type` whose `field` names the item (features of a consultation ...). */
export function itemsNaming(items: PluginItems, type: string, field: string, id: string): ItemJson[] {
  const reply = items.search(LOOKUP_ACTOR, { must: [{ kind: 'type', value: type }, { prop: field, kind: 'eq', value: id }], max: SEARCH_MAX_ALL });
  return reply.ids.flatMap((found) => items.get(found) ?? []);
}

/** Staff: the platform's administrators, who review and distribute consultations. */
export function staffUsers(items: PluginItems): string[] {
  return items.search(LOOKUP_ACTOR, { must: [{ kind: 'type', value: 'User' }, { prop: 'admin', kind: 'eq', value: true }], max: 200 }).ids;
}

export function readConsultation(items: PluginItems, id: string): ItemJson | undefined {
  const item = items.get(id);
  return item?._t === CONSULTATION ? item : undefined;
}
