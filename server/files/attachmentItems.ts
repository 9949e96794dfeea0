import { randomUUID } from 'node:crypto';
import type { DeclaredFields } from '../../generated/item-base';
import type { Attachment, File as FileItem } from '../../generated/types/core';
import { notAllowed, notFound } from '../items/errors';
import type { ItemJson } from '../items/itemShape';
import { SYSTEM_WRITER, type ItemStore } from '../items/itemStore';
import type { GrantStore } from '../permissions/grantStore';
import type { PermissionService } from '../permissions/permissionService';
import type { Actor } from '../protocol/contract';
import { LOCAL_REPO, type StoredContent } from './contentStore';
import { relatedIdOf, type AttachmentRelation } from './uploadInput';

export const ATTACHMENT_TYPE: Attachment['_t'] = 'Attachment';
export const FILE_TYPE: FileItem['_t'] = 'File';

export interface AttachmentItemsDeps {
  store: ItemStore;
  permissions: PermissionService;
  grants: GrantStore;
}

export interface NewAttachment {
  originalName: string;
  contentType: string;
  content: StoredContent;
  relation: AttachmentRelation;
  /** The upload id kept as uppyID (a resumable upload's id, so a finished upload finds its attachment); default a new uuid. */
  uppyID?: string;
}

/** The item an upload names as its own; it must exist and the uploader must read it. */
export function requireReadableRelated(deps: AttachmentItemsDeps, actor: Actor, relation: AttachmentRelation): ItemJson | undefined {
  const relatedId = relatedIdOf(relation);
  if (relatedId === undefined) return undefined;
  const related = deps.store.get(relatedId);
  if (!related) throw notFound(relatedId);
  if (!deps.permissions.canRead(actor, relatedId)) throw notAllowed(`${relatedId} is not readable`);
  return related;
}

/**
 * The related item's readers become the attachment's: its visibility level is copied, and the
 * principals it names (owner, persons, self; participants unless it is PRIVATE) and its creator get
 * a read grant from the platform. Attachments declare no access fields of their own, so without the
 * grants a PROTECTED attachment would be readable by its uploader alone. A snapshot: later changes
 * of the related item's people do not follow.
 */
function inheritReaders(deps: AttachmentItemsDeps, attachmentId: string, related: ItemJson, uploader: string): void {
  const rows = deps.store.db
    .prepare<[string], { principal: string; role: string }>('SELECT principal, role FROM item_access WHERE item_id = ?')
    .all(related.$id);
  const readers = new Set(rows.filter((row) => row.role !== 'participant' || related.$access !== 'PRIVATE').map((row) => row.principal));
  if (related._c.by !== SYSTEM_WRITER.userId) readers.add(related._c.by);
  readers.delete(uploader);
  for (const principal of readers) deps.grants.set(attachmentId, principal, ['read'], SYSTEM_WRITER.userId);
}

/**
 * Creates the File item (written by the platform: nobody may repoint it at other content) and the
 * Attachment (written by the uploader, who may rename or trash it). If the Attachment is refused,
 * the File item is removed again; the content stays (it may be shared, content is kept by digest).
 */
export function createAttachmentItems(deps: AttachmentItemsDeps, actor: Actor, related: ItemJson | undefined, input: NewAttachment): ItemJson {
  const { content } = input;
  const fileFields: DeclaredFields<FileItem> = { repo: LOCAL_REPO, name: content.name, size: content.size, contentType: input.contentType, sha256: content.sha256 };
  const file = deps.store.create(FILE_TYPE, fileFields, SYSTEM_WRITER, { access: 'PRIVATE' });
  let attachment: ItemJson;
  try {
    const attachmentFields: DeclaredFields<Attachment> = {
      originalName: input.originalName,
      fileID: file.$id,
      filetype: input.contentType,
      size: content.size,
      uppyID: input.uppyID ?? randomUUID(),
      ...input.relation,
    };
    attachment = deps.store.create(ATTACHMENT_TYPE, attachmentFields, actor, related ? { access: related.$access } : {});
  } catch (error) {
    deps.store.delete(file.$id, file._u, SYSTEM_WRITER);
    throw error;
  }
  if (related) inheritReaders(deps, attachment.$id, related, actor.userId);
  return attachment;
}
