import type { PluginItems } from '../../../engine/plugin/serverPlugin';
import type { ItemFields, ItemJson } from '../../../engine/protocol/item';
import { SYSTEM_WRITER } from '../../../engine/protocol/item';
import { itemsNaming, text, texts } from './lookup';

/** Consultation fields each of its attachments carries for the attachments search (Attachment field ← Consultation field). */
const ATTACHMENT_COPIES: Readonly<Record<string, string>> = { region: 'region', stream: 'stream', projectType: 'projectType', primaryOrg: 'primaryOrg' };

function patchIfChanged(items: PluginItems, item: ItemJson, fields: ItemFields): void {
  const changed = Object.entries(fields).some(([name, value]) => JSON.stringify(item[name] ?? null) !== JSON.stringify(value ?? null));
  if (changed) items.update(item.$id, fields, item._u, SYSTEM_WRITER);
}

/**
 * Keeps every attachment of a consultation searchable by it (consult.attachments): its consultation
 * and the consultation's region, stream, project type and primary
 * organization; a file no longer listed loses them. Platform writes, no event of their own.
 */
export function syncAttachments(items: PluginItems, consultation: ItemJson, deleted = false): void {
  const listed = deleted ? [] : texts(consultation.attachments);
  const copies = Object.fromEntries(Object.entries(ATTACHMENT_COPIES).map(([target, source]) => [target, consultation[source] ?? null]));
  items.transaction(() => {
    for (const id of listed) {
      const attachment = items.get(id);
      if (!attachment || attachment._t !== 'Attachment') continue;
      patchIfChanged(items, attachment, {
        consultation: consultation.$id,
        ...copies,
      });
    }
    for (const attachment of itemsNaming(items, 'Attachment', 'consultation', consultation.$id)) {
      if (listed.includes(attachment.$id) || text(attachment.consultation) !== consultation.$id) continue;
      patchIfChanged(items, attachment, { consultation: null, ...Object.fromEntries(Object.keys(ATTACHMENT_COPIES).map((f) => [f, null])) });
    }
  });
}
