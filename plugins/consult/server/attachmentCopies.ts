import type { PluginItems } from '../../../engine/plugin/serverPlugin';
import type { ItemFields, ItemJson } from '../../../engine/protocol/item';
import { SYSTEM_WRITER } from '../../../engine/protocol/item';
import { itemsNaming, text, texts } from './lookup';

/** Consultation fields each of its attachments carries for the attachments search (Attachment field ← Consultation field). */
const ATTACHMENT_COPIES: Readonly<Record<string, string>> = { region: 'region', stream: 'stream', projectType: 'projectType', primaryOrg: 'primaryOrg' };

/**
 * Whoever reads the consultation through its access fields (Consultation.type.json `access`): its
 * proponent, its primary and supporting contacts, and, unless it is PRIVATE, its supporting
 * organizations and the organizations it went to. Its files are no use to them unread.
 */
export function consultationReaders(consultation: ItemJson): string[] {
  const people = [text(consultation.primaryOrg), ...texts(consultation.primaryContacts), ...texts(consultation.supContacts)];
  const participants = consultation.$access === 'PRIVATE' ? [] : [...texts(consultation.supOrgs), ...texts(consultation.distributedTo)];
  return [...new Set([...people, ...participants].filter((id): id is string => id !== undefined))];
}

function patchIfChanged(items: PluginItems, item: ItemJson, fields: ItemFields): void {
  const changed = Object.entries(fields).some(([name, value]) => JSON.stringify(item[name] ?? null) !== JSON.stringify(value ?? null));
  if (changed) items.update(item.$id, fields, item._u, SYSTEM_WRITER);
}

/**
 * Keeps every attachment of a consultation searchable by it (consult.attachments): its consultation
 * and the consultation's region, stream, project type and primary
 * organization; a file no longer listed loses them. Platform writes, no event of their own.
 * The consultation's readers read its files: an upload's inherited readers are a snapshot taken
 * before the consultation went to anybody (server/files), so each write shares the files with the
 * readers it has now (grants only grow: a file once shared stays readable to whom it was shown).
 */
export function syncAttachments(items: PluginItems, consultation: ItemJson, deleted = false): void {
  const listed = deleted ? [] : texts(consultation.attachments);
  const copies = Object.fromEntries(Object.entries(ATTACHMENT_COPIES).map(([target, source]) => [target, consultation[source] ?? null]));
  const readers = consultationReaders(consultation);
  items.transaction(() => {
    for (const id of listed) {
      const attachment = items.get(id);
      if (!attachment || attachment._t !== 'Attachment') continue;
      patchIfChanged(items, attachment, {
        consultation: consultation.$id,
        ...copies,
      });
      if (readers.length > 0) items.shareRead?.(id, readers);
    }
    for (const attachment of itemsNaming(items, 'Attachment', 'consultation', consultation.$id)) {
      if (listed.includes(attachment.$id) || text(attachment.consultation) !== consultation.$id) continue;
      patchIfChanged(items, attachment, { consultation: null, ...Object.fromEntries(Object.keys(ATTACHMENT_COPIES).map((f) => [f, null])) });
    }
  });
}
