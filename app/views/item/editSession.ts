import type { FieldsSchema } from '../../../engine/declarations/bundle';
import { changedFields, formDataOf, type FieldValues } from '../../../engine/react/theme/formData';
import type { ItemBase } from '../../../generated/item-base';

/** An item as the edit form holds it (system fields included, so _u travels with the update). */
export type EditedItem = FieldValues & Pick<ItemBase, '$id'> & Partial<Pick<ItemBase, '_u'>>;

/** The edit of one item: the stored version it started from, the user's draft, and a newer server version. */
export interface EditSession {
  base: EditedItem;
  draft: FieldValues;
  /** Arrived from the server while the draft had local changes (platform spec §4: app.serverUpdated). */
  serverNewer?: EditedItem;
}

export function startEdit(item: EditedItem, schema: FieldsSchema): EditSession {
  return { base: item, draft: formDataOf(item, schema) };
}

export function isDirty(session: EditSession, schema: FieldsSchema): boolean {
  return changedFields(formDataOf(session.base, schema), session.draft, schema).length > 0;
}

function newer(a: EditedItem, b: EditedItem): boolean {
  return (a._u ?? 0) > (b._u ?? 0);
}

/**
 * A newer stored version arrived. Without local changes (or when it equals the draft) the form
 * simply shows it; with local changes it is kept aside and the user chooses: save the draft over it, or discard the draft.
 */
export function receiveServerVersion(session: EditSession, item: EditedItem, schema: FieldsSchema): EditSession {
  if (!newer(item, session.serverNewer ?? session.base)) return session;
  // No local changes, or the server now holds exactly the draft (the user's own save): follow it.
  const sameAsDraft = changedFields(formDataOf(item, schema), session.draft, schema).length === 0;
  if (!isDirty(session, schema) || sameAsDraft) return startEdit(item, schema);
  return { ...session, serverNewer: item };
}

/**
 * The update to send: the draft over the newest stored version, based on that version's _u. The
 * server applies it as a patch, so it carries only the form's fields that differ from that version
 * (a cleared field as null, which removes it). Fields the form does not show and the system values
 * the item was read with (_c, $access, $labels ...) stay out: the server keeps them, and a
 * non-administrator's update that carries _c is refused even when it is unchanged.
 */
export function updateToSend(session: EditSession, schema: FieldsSchema): EditedItem {
  const target = session.serverNewer ?? session.base;
  const patch: FieldValues = {};
  for (const name of changedFields(formDataOf(target, schema), session.draft, schema)) patch[name] = session.draft[name] ?? null;
  return { ...patch, $id: target.$id, ...(target._u === undefined ? {} : { _u: target._u }) };
}

/** app.discard: the newest stored version replaces the draft. */
export function discardDraft(session: EditSession, schema: FieldsSchema): EditSession {
  return startEdit(session.serverNewer ?? session.base, schema);
}

/** The user typed: a new draft, everything else kept. */
export function withDraft(session: EditSession, draft: FieldValues): EditSession {
  return { ...session, draft };
}
