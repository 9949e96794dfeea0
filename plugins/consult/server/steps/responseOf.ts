import type { PluginItems } from '../../../../engine/plugin/serverPlugin';
import type { StepTransition } from '../../../../engine/plugin/stepBehaviour';
import type { ItemJson } from '../../../../engine/protocol/item';
import type { Actor } from '../../../../engine/protocol/operations';
import { readConsultation, RESPONSE, text } from '../lookup';

/** The response a step runs on and its consultation; undefined for steps of other item types. */
export interface ResponseStep {
  response: ItemJson;
  consultation: ItemJson;
}

export function responseStep(items: PluginItems, transition: StepTransition): ResponseStep | undefined {
  if (transition.item._t !== RESPONSE) return undefined;
  const consultation = readConsultation(items, text(transition.item.consultation) ?? '');
  return consultation ? { response: transition.item, consultation } : undefined;
}

/** The Contact the acting user is (User.contact), if any. */
export function contactOf(items: PluginItems, actor: Actor): string | undefined {
  return text(items.get(actor.userId)?.contact);
}

export const writerOf = (transition: StepTransition) => ({ userId: transition.actor.userId, admin: transition.actor.admin });
