import type { PluginItems } from '../../../../engine/plugin/serverPlugin';
import type { StepOutcome, StepTransition } from '../../../../engine/plugin/stepBehaviour';
import { text, texts } from '../lookup';
import { contactOf, responseStep, writerOf } from './responseOf';

/**
 * RWF_THREAD opens a conversation with the proponent: once it has its subject and opening message
 * (when it becomes ACTIVE with them, at the latest when completed) a Thread about the consultation
 * is started by the responding organization, with the proponent's primary contacts and the person
 * acting as participants; the step keeps the thread's id and opens only one.
 */
export function threadBehaviour(items: PluginItems, transition: StepTransition): StepOutcome | void {
  const found = responseStep(items, transition);
  if (!found || (transition.to !== 'ACTIVE' && transition.to !== 'COMPLETE')) return;
  const properties = transition.step.properties ?? {};
  const subject = text(properties.subject);
  const body = text(properties.message);
  if (text(properties.thread) || !subject || !body) return;
  const me = contactOf(items, transition.actor);
  const participants = [...new Set([...texts(found.consultation.primaryContacts), ...(me ? [me] : [])])];
  if (participants.length === 0) return;
  const owner = text(found.response.community);
  const thread = items.create('Thread', { subject, body, participants, context: found.consultation.$id, ...(owner ? { owner } : {}) }, writerOf(transition));
  return { properties: { thread: thread.$id } };
}
