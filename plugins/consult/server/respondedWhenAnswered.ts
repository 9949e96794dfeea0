import type { ServerPluginContext } from '../../../engine/plugin/serverPlugin';
import { SYSTEM_WRITER } from '../../../engine/protocol/item';
import { isResponseOpen } from '../consultStates';
import { readConsultation, responsesOf, texts } from './lookup';
import { stateMessage } from './refusal';

/** A consulting consultation becomes RESPONDED once none of its responses still owes an answer. */
export function markRespondedWhenAnswered(context: ServerPluginContext, consultationId: string): void {
  const { items } = context;
  items.transaction(() => {
    const consultation = readConsultation(items, consultationId);
    if (consultation?.state !== 'CONSULTING') return;
    const responses = responsesOf(items, consultationId);
    if (responses.length === 0 || responses.some((response) => isResponseOpen(response.state))) return;
    const updated = items.update(consultationId, { state: 'RESPONDED' }, consultation._u, SYSTEM_WRITER);
    const also = [...texts([updated.primaryOrg]), ...texts(updated.primaryContacts)];
    context.events.emit({ kind: 'CNS_STATE_CHANGED', context: consultationId, also, params: { from: stateMessage('CONSULTING'), to: stateMessage('RESPONDED') } });
  });
}
