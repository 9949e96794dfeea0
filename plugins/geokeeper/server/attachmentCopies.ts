import type { PluginItems } from '../../../engine/plugin/serverPlugin';
import type { ItemFields, ItemJson } from '../../../engine/protocol/item';
import { SYSTEM_WRITER } from '../../../engine/protocol/item';
import type { Actor } from '../../../engine/protocol/operations';
import { SEARCH_MAX_ALL } from '../../../engine/protocol/searchWire';

/** Finds the attachments a field data named before, whoever may read them (the sync is the platform's). */
const LOOKUP_ACTOR: Actor = { userId: 'vgn-0', admin: true, capabilities: {}, readOrgs: [], adminOrgs: [] };

/** Attachment field ← field data field: what the attachments search (geokeeper.attachments) filters and counts by. */
const COPIES: Readonly<Record<string, string>> = { fieldDataState: 'state', formType: 'formType', formDef: 'formDef', workItem: 'workItem', program: 'program' };

function texts(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}

function patchIfChanged(items: PluginItems, item: ItemJson, fields: ItemFields): void {
  const changed = Object.entries(fields).some(([name, value]) => JSON.stringify(item[name] ?? null) !== JSON.stringify(value ?? null));
  if (changed) items.update(item.$id, fields, item._u, SYSTEM_WRITER);
}

/**
 * Keeps the photos and videos of a field data searchable by it (business spec §3 geokeeperAttachment):
 * each attachment its `media` lists carries the field data, its state, form type, form, work item and
 * program; one no longer listed (or of a deleted field data) loses them. Platform writes, no events.
 */
export function syncFieldDataAttachments(items: PluginItems, fieldData: ItemJson, deleted: boolean): void {
  const listed = deleted ? [] : texts(fieldData.media);
  const copies = Object.fromEntries(Object.entries(COPIES).map(([target, source]) => [target, fieldData[source] ?? null]));
  items.transaction(() => {
    for (const id of listed) {
      const attachment = items.get(id);
      if (attachment?._t === 'Attachment') patchIfChanged(items, attachment, { fieldData: fieldData.$id, ...copies });
    }
    const before = items.search(LOOKUP_ACTOR, { must: [{ kind: 'type', value: 'Attachment' }, { prop: 'fieldData', kind: 'eq', value: fieldData.$id }], max: SEARCH_MAX_ALL }).ids;
    for (const id of before) {
      const attachment = items.get(id);
      if (!attachment || listed.includes(id)) continue;
      patchIfChanged(items, attachment, { fieldData: null, ...Object.fromEntries(Object.keys(COPIES).map((field) => [field, null])) });
    }
  });
}
