import type { Notify } from '../../generated/types/core';
import type { ItemJson } from '../items/itemShape';

export const NOTIFY_TYPE: Notify['_t'] = 'Notify';

/**
 * A Notify item as clients read it (platform spec: Notify has $kind, $context, $eventContext):
 * the $ members are derived from the stored kind, context and eventContext when the declaration
 * stores them under plain names. Other items pass unchanged.
 */
export function presentNotify(item: ItemJson): ItemJson {
  if (item._t !== NOTIFY_TYPE) return item;
  const derived: Record<string, unknown> = {};
  for (const name of ['kind', 'context', 'eventContext']) {
    if (item[`$${name}`] === undefined && item[name] !== undefined) derived[`$${name}`] = item[name];
  }
  return { ...item, ...derived };
}
