import type { ItemFields, ItemJson } from '../../../engine/protocol/item';
import type { Actor } from '../../../engine/protocol/operations';

const ids = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

export const stringsOf = ids;

/** The Contacts a thread names as taking part: its participants and its assignee. */
export function threadPeople(thread: ItemFields): string[] {
  const assignee = typeof thread.assignedTo === 'string' ? [thread.assignedTo] : [];
  return [...new Set([...ids(thread.participants), ...assignee])];
}

/**
 * Who may write in a thread (reply, resolve, reassign): administrators, its creator, the
 * administrators of its owner organization (the platform's item rights) and the people it names.
 * `contact` is the writer's own Contact (User.contact), undefined when the user has none.
 */
export function takesPart(actor: Actor, contact: string | undefined, thread: ItemJson): boolean {
  if (actor.admin || thread._c.by === actor.userId) return true;
  if (typeof thread.owner === 'string' && actor.adminOrgs.includes(thread.owner)) return true;
  return contact !== undefined && threadPeople(thread).includes(contact);
}

/** Who may delete a thread: administrators, its creator, its owner organization's administrators. */
export function mayDeleteThread(actor: Actor, thread: ItemJson): boolean {
  return actor.admin || thread._c.by === actor.userId || (typeof thread.owner === 'string' && actor.adminOrgs.includes(thread.owner));
}

/** The principals that read a thread, to whom its files are shared: owner, people, creator. */
export function threadReaders(thread: ItemJson): string[] {
  const owner = typeof thread.owner === 'string' ? [thread.owner] : [];
  return [...new Set([...owner, ...threadPeople(thread), thread._c.by])];
}
