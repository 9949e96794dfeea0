import type { PluginEvent } from '../../../engine/plugin/serverPlugin';
import type { ItemChange } from '../../../engine/protocol/item';
import { texts } from './lookup';
import { stateMessage } from './refusal';

/**
 * What a write of a response means to its followers: people added to its internal contacts are
 * assigned (CNS_ASSIGNED, naming them so they hear of it), people removed unassigned
 * (CNS_UNASSIGNED), a state move is told as such; other writes keep the platform's event.
 */
export function responseEvent(change: ItemChange): PluginEvent | undefined {
  if (change.op !== 'update' || !change.previous) return undefined;
  const before = texts(change.previous.internalContacts);
  const after = texts(change.item.internalContacts);
  const added = after.filter((contact) => !before.includes(contact));
  const removed = before.filter((contact) => !after.includes(contact));
  if (added.length > 0) return { kind: 'CNS_ASSIGNED', context: change.item.$id, also: added };
  if (removed.length > 0) return { kind: 'CNS_UNASSIGNED', context: change.item.$id, also: removed };
  if (change.previous.state !== change.item.state) {
    return { kind: 'CNS_RESPONSE_STATE_CHANGED', context: change.item.$id, params: { from: stateMessage(change.previous.state), to: stateMessage(change.item.state) } };
  }
  return undefined;
}
