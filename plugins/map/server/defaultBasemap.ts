import type { ItemChange } from '../../../engine/protocol/item';
import type { Actor } from '../../../engine/protocol/operations';
import type { PluginItems } from '../../../engine/plugin/serverPlugin';

/** The platform reading every basemap (only administrators write them; everyone reads them). */
const PLATFORM_READER: Actor = { userId: 'vgn-0', admin: true, capabilities: {}, readOrgs: [], adminOrgs: [] };

/** More basemaps than administrators ever mark by mistake at once. */
const MAX_MARKED = 200;

/**
 * The default-basemap rule's write side: marking a basemap as the default unmarks every other one,
 * in the name of the administrator who marked it, so exactly one basemap (or none: the shipped
 * Natural Earth map) is the default. Runs after the marking committed; the switcher's list already
 * prefers the most recently marked one in between (server/basemapList.ts).
 */
export function unmarkOtherDefaults(items: PluginItems, change: ItemChange): string[] {
  if (change.op === 'delete' || change.item.isDefault !== true || change.previous?.isDefault === true) return [];
  const marked = items.search(PLATFORM_READER, {
    must: [
      { kind: 'type', value: 'Basemap' },
      { prop: 'isDefault', kind: 'eq', value: true },
    ],
    max: MAX_MARKED,
  });
  const others = marked.ids.filter((id) => id !== change.item.$id);
  for (const id of others) {
    const other = items.get(id);
    if (other?.isDefault === true) items.update(id, { isDefault: false }, other._u, { userId: change.by, admin: true });
  }
  return others;
}
