import type { ItemJson } from '../../../engine/protocol/item';

/**
 * A Notify item as clients read it (platform spec: Notify has $kind, $context, $eventContext):
 * the $ members are derived from the stored kind, context and eventContext when the declaration
 * stores them under plain names.
 */
export function presentNotify(item: ItemJson): ItemJson {
  const derived: Record<string, unknown> = {};
  for (const name of ['kind', 'context', 'eventContext']) {
    if (item[`$${name}`] === undefined && item[name] !== undefined) derived[`$${name}`] = item[name];
  }
  return { ...item, ...derived };
}
