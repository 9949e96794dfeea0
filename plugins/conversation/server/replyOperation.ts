import type { PluginItems } from '../../../engine/plugin/serverPlugin';
import { SYSTEM_WRITER, type ItemJson } from '../../../engine/protocol/item';
import { badRequest, notAllowed, OperationError, ValidationFailedError, type Actor } from '../../../engine/protocol/operations';
import { checkAttachments } from './attachmentRule';
import type { PurposeCatalog } from './purposes';
import { stringsOf, takesPart, threadPeople, threadReaders } from './threadAccess';

export const THREAD = 'Thread';
export const MESSAGE = 'Message';
export { SYSTEM_WRITER as PLATFORM_WRITER } from '../../../engine/protocol/item';

export interface ReplyDeps {
  items: PluginItems;
  purposes(): PurposeCatalog;
  contactOf(userId: string): string | undefined;
  now(): Date;
  /** What other plugins' reply checks say (server/replyChecks.ts): a message id refuses the reply. */
  replyRefusal(actor: Actor, thread: ItemJson): string | undefined;
}

function replyInput(body: unknown): { thread: string; text: string; attachments: string[] } {
  if (typeof body !== 'object' || body === null) throw badRequest('reply body must be an object');
  const record = body as Record<string, unknown>;
  if (typeof record.thread !== 'string') throw badRequest('thread must be an item id');
  const text = typeof record.body === 'string' ? record.body : '';
  return { thread: record.thread, text, attachments: stringsOf(record.attachments) };
}

function readableThread(deps: ReplyDeps, actor: Actor, id: string): ItemJson {
  const thread = deps.items.read(actor, id);
  if (thread === undefined || thread._t !== THREAD) throw new OperationError('notFound', `no readable thread ${id}`, 404);
  return thread;
}

/** Why the actor may not reply in the thread (a message id), or undefined: they take part and no plugin's check refuses. */
function replyRefusal(deps: ReplyDeps, actor: Actor, thread: ItemJson): string | undefined {
  if (!takesPart(actor, deps.contactOf(actor.userId), thread)) return 'conversation.errors.notParticipant';
  return deps.replyRefusal(actor, thread);
}

/**
 * act/conversation.mayReply { thread } → { mayReply, refusal? }: what the reply would meet, so the
 * thread page offers the reply box only to those who may write (the refusal said in words otherwise).
 */
export function mayReply(deps: ReplyDeps, actor: Actor | null, body: unknown): { mayReply: boolean; refusal?: string } {
  if (actor === null) throw notAllowed('sign in first');
  const thread = readableThread(deps, actor, replyInput(body).thread);
  const refusal = replyRefusal(deps, actor, thread);
  return refusal === undefined ? { mayReply: true } : { mayReply: false, refusal };
}

/**
 * act/conversation.reply { thread, body, attachments? }: a Message by the writer in one
 * transaction with the thread's activity stamp and reply count (written by the platform, so the
 * reply records one event, CNV_REPLIED, rather than an "updated" beside it). The message copies the
 * thread's owner and people so that exactly the thread's readers read it; its files are shared with
 * them. Refused: readers who do not take part (conversation.errors.notParticipant), another plugin's
 * reply check (its message, e.g. consult's informed organizations), files a purpose forbids and files the
 * writer may not read (validationFailed at /attachments), an empty body (at /body).
 */
export function replyToThread(deps: ReplyDeps, actor: Actor | null, body: unknown): ItemJson {
  if (actor === null) throw notAllowed('sign in first');
  const input = replyInput(body);
  const thread = readableThread(deps, actor, input.thread);
  const contact = deps.contactOf(actor.userId);
  const refusal = replyRefusal(deps, actor, thread);
  if (refusal !== undefined) throw new OperationError(refusal, `${actor.userId} may not reply in ${thread.$id}`, 403);
  if (input.text.trim() === '') throw new ValidationFailedError([{ path: '/body', messageId: 'errors.required', values: {} }]);
  const purpose = typeof thread.purpose === 'string' ? deps.purposes().purposes.get(thread.purpose) : undefined;
  checkAttachments(purpose, input.attachments, actor.admin, false);
  const unreadable = input.attachments.findIndex((id) => !id.startsWith('Attachment-') || deps.items.read(actor, id) === undefined);
  if (unreadable >= 0) throw new ValidationFailedError([{ path: `/attachments/${unreadable}`, messageId: 'errors.notAllowed', values: {} }]);
  return deps.items.transaction(() => {
    const message = deps.items.create(
      MESSAGE,
      {
        thread: thread.$id,
        body: input.text,
        ...(contact === undefined ? {} : { author: contact }),
        ...(input.attachments.length > 0 ? { attachments: input.attachments } : {}),
        ...(typeof thread.owner === 'string' ? { owner: thread.owner } : {}),
        participants: threadPeople(thread),
      },
      { userId: actor.userId, admin: actor.admin },
    );
    const stored = deps.items.get(thread.$id) ?? thread;
    const replies = typeof stored.replies === 'number' ? stored.replies + 1 : 1;
    deps.items.update(thread.$id, { lastActivity: deps.now().toISOString(), replies, ...(stored.resolved === true ? { resolved: false } : {}) }, stored._u, SYSTEM_WRITER);
    const readers = threadReaders(stored);
    for (const attachment of input.attachments) deps.items.shareRead?.(attachment, readers);
    return message;
  });
}
