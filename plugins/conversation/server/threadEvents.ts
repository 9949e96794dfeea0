import type { PluginEvent } from '../../../engine/plugin/serverPlugin';
import type { ItemChange } from '../../../engine/protocol/item';
import { stringsOf, threadPeople } from './threadAccess';

/** Event kinds of the conversation module (texts: events.{KIND}). */
export const CNV_STARTED = 'CNV_STARTED';
export const CNV_REPLIED = 'CNV_REPLIED';

const EXCERPT = 140;

function excerpt(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const text = value.trim().replace(/\s+/g, ' ');
  return text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text;
}

/**
 * A thread's creation is CNV_STARTED on its own timeline; `also` names its people and owner, so
 * each participant is notified and sees it on their timeline. Later edits keep the platform's events.
 */
export function threadEvent(change: ItemChange): PluginEvent | undefined {
  if (change.op !== 'create') return undefined;
  const { item } = change;
  const owner = typeof item.owner === 'string' ? [item.owner] : [];
  const description = excerpt(item.subject);
  return { kind: CNV_STARTED, context: item.$id, also: [...threadPeople(item), ...owner], ...(description ? { description } : {}) };
}

/**
 * A reply is CNV_REPLIED: about the message (the platform keeps a described write's own item as the
 * event's context, so exactly the thread's readers read it), with the thread in `also` so it shows on
 * the thread's timeline, notifying the thread's people; the writer never hears of it.
 */
export function messageEvent(change: ItemChange): PluginEvent | undefined {
  if (change.op !== 'create' || typeof change.item.thread !== 'string') return undefined;
  const description = excerpt(change.item.body);
  return { kind: CNV_REPLIED, context: change.item.$id, also: [change.item.thread, ...stringsOf(change.item.participants)], ...(description ? { description } : {}) };
}
