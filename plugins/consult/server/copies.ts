import type { PluginItems } from '../../../engine/plugin/serverPlugin';
import type { ItemFields, ItemJson } from '../../../engine/protocol/item';
import { SYSTEM_WRITER } from '../../../engine/protocol/item';
import { itemsNaming, responsesOf, texts } from './lookup';

/** Consultation fields every response carries a copy of (ConsultResponse field ← Consultation field). */
export const RESPONSE_COPIES: Readonly<Record<string, string>> = {
  projectName: 'projectName',
  region: 'region',
  stream: 'stream',
  projectType: 'projectType',
  primaryOrg: 'primaryOrg',
  requestedResponseDate: 'requestedResponseDate',
  consultationState: 'state',
};

/** The response fields the consultation's current values give (absent values are removed). */
export function copiedFields(consultation: ItemJson): ItemFields {
  return Object.fromEntries(Object.entries(RESPONSE_COPIES).map(([target, source]) => [target, consultation[source] ?? null]));
}

function differs(item: ItemJson, fields: ItemFields): boolean {
  return Object.entries(fields).some(([name, value]) => JSON.stringify(item[name] ?? null) !== JSON.stringify(value ?? null));
}

/** Writes the patch when it changes something; null removes a field. */
function patchIfChanged(items: PluginItems, item: ItemJson, fields: ItemFields): void {
  if (differs(item, fields)) items.update(item.$id, fields, item._u, SYSTEM_WRITER);
}

/**
 * Keeps the copies on the consultation's responses, and the readers of its project features,
 * current. Written by the platform (no event: the consultation's own change is the event).
 */
export function syncCopies(items: PluginItems, consultation: ItemJson): void {
  const fields = copiedFields(consultation);
  items.transaction(() => {
    for (const response of responsesOf(items, consultation.$id)) patchIfChanged(items, response, fields);
    const readers = texts(consultation.distributedTo);
    for (const feature of itemsNaming(items, 'ConsultProjectFeature', 'consultation', consultation.$id)) {
      patchIfChanged(items, feature, { distributedTo: readers.length === 0 ? null : readers });
    }
  });
}
