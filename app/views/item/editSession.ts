import type { FieldsSchema } from '../../../engine/declarations/bundle';
import { formDataOf, type FieldValues } from '../../../engine/react/theme/formData';
import type { ItemBase } from '../../../generated/item-base';
import { applyChoices, fieldsThatDiffer, threeWayMerge, type MergeChoice } from './merge/threeWayMerge';

/** An item as the edit form holds it (system fields included, so _u travels with the update). */
export type EditedItem = FieldValues & Pick<ItemBase, '$id'> & Partial<Pick<ItemBase, '_u'>>;

/** What merging newer server versions into the draft did, for the notice and the merge dialog. */
export interface ServerMerge {
  /** Fields only the server changed: taken into the draft (the user is told). */
  taken: string[];
  /** Fields the user and the server both changed differently, not yet decided in the merge dialog. */
  conflicts: string[];
  /** Set once the merge dialog was applied, until another server version arrives. */
  resolved?: true;
}

/**
 * The edit of one item: the newest stored version the draft is based on, and the user's draft.
 * Newer server versions are merged into the draft as they arrive (platform spec §4:
 * app.serverUpdated), so a save never writes over a change the user did not see.
 */
export interface EditSession {
  base: EditedItem;
  draft: FieldValues;
  merge?: ServerMerge;
}

export function fieldNames(schema: FieldsSchema): string[] {
  return Object.keys(schema.properties);
}

export function startEdit(item: EditedItem, schema: FieldsSchema): EditSession {
  return { base: item, draft: formDataOf(item, schema) };
}

/** The fields whose draft values differ from the stored version the draft is based on. */
export function changedByUser(session: EditSession, schema: FieldsSchema): string[] {
  return fieldsThatDiffer(formDataOf(session.base, schema), session.draft, fieldNames(schema));
}

export function isDirty(session: EditSession, schema: FieldsSchema): boolean {
  return changedByUser(session, schema).length > 0;
}

/** Conflicts the user has not decided yet (a field the user since set to the server's value is settled). */
export function openConflicts(session: EditSession, schema: FieldsSchema): string[] {
  const changed = new Set(changedByUser(session, schema));
  return (session.merge?.conflicts ?? []).filter((name) => changed.has(name));
}

function union(a: readonly string[], b: readonly string[]): string[] {
  return [...new Set([...a, ...b])];
}

/**
 * A newer stored version arrived (a push, or the read after a save was refused as stale). Without
 * local changes, or when it equals the draft (the user's own save), the form simply follows it.
 * Otherwise it is merged three-way into the draft: what only the server changed is taken, what only
 * the user changed is kept, and fields both changed stay the user's until decided in the merge
 * dialog. The session is then based on the newer version, so the next save is not stale.
 */
export function receiveServerVersion(session: EditSession, item: EditedItem, schema: FieldsSchema): EditSession {
  if ((item._u ?? 0) <= (session.base._u ?? 0)) return session;
  const fields = fieldNames(schema);
  const theirs = formDataOf(item, schema);
  if (!isDirty(session, schema) || fieldsThatDiffer(theirs, session.draft, fields).length === 0) return startEdit(item, schema);
  const result = threeWayMerge(formDataOf(session.base, schema), session.draft, theirs, fields);
  const previous = session.merge ?? { taken: [], conflicts: [] };
  return {
    base: item,
    draft: result.merged,
    merge: { taken: union(previous.taken, result.taken), conflicts: union(openConflicts(session, schema), result.conflicts) },
  };
}

/**
 * The merge dialog's decisions: each listed field takes the user's value or the stored one; the
 * conflicts are settled and the draft stays based on the newest stored version.
 */
export function resolveMerge(session: EditSession, schema: FieldsSchema, choices: Readonly<Record<string, MergeChoice>>): EditSession {
  const draft = applyChoices(session.draft, formDataOf(session.base, schema), choices);
  return { ...session, draft, merge: { taken: session.merge?.taken ?? [], conflicts: [], resolved: true } };
}

/**
 * The update to send: based on the stored version's _u, a patch of the form's fields the user
 * changed (a cleared field as null, which removes it). Fields the form does not show and the system
 * values the item was read with (_c, $access, $labels ...) stay out: the server keeps them, and a
 * non-administrator's update that carries _c is refused even when it is unchanged.
 */
export function updateToSend(session: EditSession, schema: FieldsSchema): EditedItem {
  const patch: FieldValues = {};
  for (const name of changedByUser(session, schema)) patch[name] = session.draft[name] ?? null;
  const { base } = session;
  return { ...patch, $id: base.$id, ...(base._u === undefined ? {} : { _u: base._u }) };
}

/** app.discard: the newest stored version replaces the draft. */
export function discardDraft(session: EditSession, schema: FieldsSchema): EditSession {
  return startEdit(session.base, schema);
}

/** The user typed: a new draft, everything else kept. */
export function withDraft(session: EditSession, draft: FieldValues): EditSession {
  return { ...session, draft };
}
