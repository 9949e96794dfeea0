import type { ServerPluginContext } from '../../../engine/plugin/serverPlugin';
import type { ItemJson, Writer } from '../../../engine/protocol/item';
import type { Actor } from '../../../engine/protocol/operations';
import { LOOKUP_ACTOR, text, texts } from './lookup';

/** The conversation purpose of the thread that sends a consultation back (plugins/conversation). */
export const INCOMPLETE_PURPOSE = 'CONSULT_INCOMPLETE';

/** The people who submitted the consultation: its creator's contact and the proponent's primary contacts. */
export function submitterContacts(items: ServerPluginContext['items'], consultation: ItemJson): string[] {
  const creator = text(items.get(consultation._c.by)?.contact);
  return [...new Set([...(creator ? [creator] : []), ...texts(consultation.primaryContacts)])];
}

/** The consultation's CONSULT_INCOMPLETE thread, if one was opened before. */
function existingThread(items: ServerPluginContext['items'], consultation: ItemJson): ItemJson | undefined {
  const found = items.search(LOOKUP_ACTOR, {
    must: [{ kind: 'type', value: 'Thread' }, { prop: 'context', kind: 'eq', value: consultation.$id }, { prop: 'purpose', kind: 'eq', value: INCOMPLETE_PURPOSE }],
    sort: [{ key: '_c.ts', order: 'asc' }],
    max: 1,
  });
  return items.get(found.ids[0] ?? '');
}

/**
 * Sending a consultation back (REVIEW → INCOMPLETE) tells its submitter why in a CONSULT_INCOMPLETE
 * thread about the consultation: the first time a new thread whose opening message is the staff's
 * reason, later times a reply in that same thread (reopened, with anyone newly named as a primary
 * contact added), so one conversation holds every round. The submitter takes part, so the thread's
 * CNV_STARTED / CNV_REPLIED event notifies them. Runs inside the move's transaction.
 * Returns the thread's id, or undefined when the consultation names nobody to write to.
 */
export function sendBackThread(context: ServerPluginContext, actor: Actor, writer: Writer, consultation: ItemJson, reason: string): string | undefined {
  const { items } = context;
  const people = submitterContacts(items, consultation);
  const thread = existingThread(items, consultation);
  if (thread) {
    const participants = [...new Set([...texts(thread.participants), ...people])];
    if (participants.length !== texts(thread.participants).length || thread.resolved === true) {
      items.update(thread.$id, { participants, resolved: false }, thread._u, writer);
    }
    context.operations.call('act/conversation.reply', actor, { thread: thread.$id, body: reason });
    return thread.$id;
  }
  if (people.length === 0) return undefined;
  const subject = text(consultation.projectName) ?? consultation.$id;
  const created = items.create('Thread', { subject, body: reason, participants: people, context: consultation.$id, purpose: INCOMPLETE_PURPOSE, resolved: false, syncState: 'LOCAL' }, writer);
  return created.$id;
}

/** A resubmitted consultation's open CONSULT_INCOMPLETE thread is resolved: the round is over. */
export function resolveSendBackThread(context: ServerPluginContext, writer: Writer, consultation: ItemJson): void {
  const thread = existingThread(context.items, consultation);
  if (thread && thread.resolved !== true) context.items.update(thread.$id, { resolved: true }, thread._u, writer);
}
