import type { PluginItems } from '../../../engine/plugin/serverPlugin';
import type { ItemFields, ItemJson } from '../../../engine/protocol/item';
import { SYSTEM_WRITER } from '../../../engine/protocol/item';
import { itemsNaming, text, texts } from './lookup';

/** Consultation fields each of its attachments carries for the attachments search (Attachment field ← Consultation field). */
const ATTACHMENT_COPIES: Readonly<Record<string, string>> = { region: 'region', stream: 'stream', projectType: 'projectType', primaryOrg: 'primaryOrg' };

/** Spec §9 media kinds: pdf, gif and png by subtype, else the media type's top level (audio, image, model, text, video, application). */
export function mediaKindOf(filetype: unknown): string | undefined {
  if (typeof filetype !== 'string') return undefined;
  const [top, sub] = filetype.toLowerCase().split('/');
  if (sub === 'pdf') return 'PDF';
  if (top === 'image' && (sub === 'gif' || sub === 'png')) return sub.toUpperCase();
  return top && ['audio', 'image', 'model', 'text', 'video', 'application'].includes(top) ? top.toUpperCase() : undefined;
}

/** The name's extension, lower case, without the dot ("Site plan.PDF" → "pdf"); none for a name without one. */
export function extensionOf(name: unknown): string | undefined {
  const match = typeof name === 'string' ? /\.([A-Za-z0-9]{1,20})$/.exec(name) : null;
  return match?.[1]?.toLowerCase();
}

function patchIfChanged(items: PluginItems, item: ItemJson, fields: ItemFields): void {
  const changed = Object.entries(fields).some(([name, value]) => JSON.stringify(item[name] ?? null) !== JSON.stringify(value ?? null));
  if (changed) items.update(item.$id, fields, item._u, SYSTEM_WRITER);
}

/**
 * Keeps every attachment of a consultation searchable by it (consult.attachments): its consultation,
 * media kind, extension and the consultation's region, stream, project type and primary
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
        mediaKind: mediaKindOf(attachment.filetype) ?? null,
        extension: extensionOf(attachment.originalName) ?? null,
        ...copies,
      });
    }
    for (const attachment of itemsNaming(items, 'Attachment', 'consultation', consultation.$id)) {
      if (listed.includes(attachment.$id) || text(attachment.consultation) !== consultation.$id) continue;
      patchIfChanged(items, attachment, { consultation: null, mediaKind: null, extension: null, ...Object.fromEntries(Object.keys(ATTACHMENT_COPIES).map((f) => [f, null])) });
    }
  });
}
