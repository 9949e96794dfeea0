import { isItemId, parseItemId } from '../../engine/ids';
import type { ItemStore } from '../items/itemStore';
import type { PermissionService } from '../permissions/permissionService';
import type { Actor } from '../protocol/contract';
import { ATTACHMENT_TYPE, FILE_TYPE } from './attachmentItems';
import { LOCAL_REPO, type ContentStore } from './contentStore';
import type { MediaContent } from './mediaReply';

export interface MediaLookupDeps {
  store: ItemStore;
  permissions: PermissionService;
  content: ContentStore;
}

export type MediaLookup = { found: true; content: MediaContent } | { found: false; reason: 'notFound' | 'notAllowed' };

const NOT_FOUND: MediaLookup = { found: false, reason: 'notFound' };

/**
 * From ids, upload ids and uuids to stored content, answering only what the actor may read. The
 * lookups by uppyID and _uuid read item JSON through the expression indexes of migration 014
 * (those fields are no declared search fields, so item_values does not hold them).
 */
export class MediaResolver {
  constructor(private readonly deps: MediaLookupDeps) {}

  /** The content of an Attachment: the actor must read the Attachment; its File must be local and present. */
  attachment(actor: Actor | null, id: string): MediaLookup {
    if (!isItemId(id) || parseItemId(id).type !== ATTACHMENT_TYPE) return NOT_FOUND;
    if (!this.deps.store.get(id)) return NOT_FOUND;
    if (!this.deps.permissions.canRead(actor, id)) return { found: false, reason: 'notAllowed' };
    return this.contentOf(id);
  }

  /**
   * The picture of an item (its view.avatarField, else `avatar`): whoever reads the item sees it,
   * as they see its name, whatever the Attachment's own visibility (a user's avatar is shown beside
   * their name everywhere).
   */
  avatar(actor: Actor | null, itemId: string): MediaLookup {
    const attachmentId = this.avatarOf(actor, itemId);
    if (attachmentId === undefined) return NOT_FOUND;
    // Only a picture the item's own user (or an administrator) uploaded is shown this way: naming
    // somebody else's attachment as one's avatar must not publish it.
    const by = this.deps.store.get(attachmentId)?._c.by;
    const vouched = by === itemId || (by !== undefined && this.deps.store.get(by)?.admin === true);
    if (vouched) return this.contentOf(attachmentId);
    const readable = this.attachment(actor, attachmentId);
    return readable.found ? readable : NOT_FOUND;
  }

  /** The stored content of an Attachment (no permission check: callers decided). */
  contentOf(id: string): MediaLookup {
    if (!isItemId(id) || parseItemId(id).type !== ATTACHMENT_TYPE) return NOT_FOUND;
    const attachment = this.deps.store.get(id);
    if (!attachment) return NOT_FOUND;
    const file = typeof attachment.fileID === 'string' ? this.deps.store.get(attachment.fileID) : undefined;
    if (!file || file._t !== FILE_TYPE || file.repo !== LOCAL_REPO || typeof file.sha256 !== 'string' || !this.deps.content.has(file.sha256)) return NOT_FOUND;
    const contentType = typeof file.contentType === 'string' ? file.contentType : 'application/octet-stream';
    return {
      found: true,
      content: {
        path: this.deps.content.pathOf(file.sha256),
        size: typeof file.size === 'number' ? file.size : 0,
        sha256: file.sha256,
        contentType,
        fileName: typeof attachment.originalName === 'string' ? attachment.originalName : id,
      },
    };
  }

  /** The readable Attachment uploaded with this uppyID. */
  attachmentIdByUppyId(actor: Actor | null, uppyId: string): string | undefined {
    const filter = this.deps.permissions.readFilter(actor);
    return this.deps.store.db
      .prepare<unknown[], { id: string }>(
        `SELECT i.id FROM items i WHERE i.type = '${ATTACHMENT_TYPE}' AND json_extract(i.data, '$.uppyID') = ? AND ${filter.sql} ORDER BY i.idx LIMIT 1`,
      )
      .get(uppyId, ...filter.params)?.id;
  }

  /** The readable item whose _uuid this is. */
  itemIdByUuid(actor: Actor | null, uuid: string): string | undefined {
    const filter = this.deps.permissions.readFilter(actor);
    return this.deps.store.db
      .prepare<unknown[], { id: string }>(
        `SELECT i.id FROM items i
         WHERE json_extract(i.data, '$._uuid') IS NOT NULL AND json_extract(i.data, '$._uuid') = ? AND ${filter.sql}
         ORDER BY i.idx LIMIT 1`,
      )
      .get(uuid, ...filter.params)?.id;
  }

  /** The Attachment id a readable item names as its picture. */
  avatarOf(actor: Actor | null, itemId: string): string | undefined {
    if (!isItemId(itemId) || !this.deps.permissions.canRead(actor, itemId)) return undefined;
    const item = this.deps.store.get(itemId);
    const field = this.deps.store.registry().types.get(item?._t ?? '')?.declaration.view?.avatarField ?? 'avatar';
    const avatar = item?.[field];
    return typeof avatar === 'string' ? avatar : undefined;
  }
}
