import { notAllowed } from '../../../engine/protocol/operations';
import type { WriteRule } from '../../../engine/plugin/writeRule';
import { stableStringify } from '../../../engine/registry/stableHash';

/** Attachment fields that say which content it is: only an upload (or an administrator) sets them. */
export const UPLOAD_ONLY_FIELDS: readonly string[] = ['fileID', 'uppyID', 'size', 'filetype'];

/**
 * Attachments through create/{type}, update and delete: the generic rule applies (the uploader
 * renames or trashes its attachment), but nobody except administrators points an Attachment at other
 * content — otherwise a user could serve any File through an attachment of their own.
 */
export const attachmentWriteRule: WriteRule = {
  mode: 'add',
  check({ actor, current, next }) {
    if (actor.admin || !next) return;
    const changed = UPLOAD_ONLY_FIELDS.filter((field) => stableStringify(next[field]) !== stableStringify(current?.[field]));
    if (changed.length > 0) throw notAllowed(`${changed.join(', ')} are set by uploads only`);
  },
};

/** File items name stored content: only uploads (as the platform) and administrators write them. */
export const fileWriteRule: WriteRule = {
  mode: 'add',
  check({ actor }) {
    if (!actor.admin) throw notAllowed('File items are written by uploads only');
  },
};
