import type { ItemJson } from '../../../../engine/protocol/item';
import { badRequest, notAllowed, OperationError, ValidationFailedError, type Actor, type OperationContext } from '../../../../engine/protocol/operations';
import type { FieldError } from '../../../../engine/validation/fieldErrors';
import type { ServerPluginContext } from '../../../../engine/plugin/serverPlugin';
import { changedProperties, pathSegments } from '../../../../engine/localEdits/editPath';
import { FIELD_DATA_TYPE } from '../fieldDataRules';

/** The most items one save may carry (a user's unsaved edits, not a bulk import). */
export const MAX_EDITED_ITEMS = 1000;

/** Why an item's edits were not applied: someone saved it meanwhile, or it is gone (deleted or no longer readable). */
export type EditConflictReason = 'changed' | 'gone';

export interface EditConflict {
  reason: EditConflictReason;
  /** The item as it is now, so the user can resolve the edits against it (absent when gone). */
  item?: ItemJson;
}

export interface AppliedEdits {
  /** The saved items, by id. */
  applied: Record<string, ItemJson>;
  /** Items whose edits were kept back, by id: never overwritten, never dropped. */
  conflicts: Record<string, EditConflict>;
}

interface ItemEdits {
  id: string;
  baseU: number;
  fields: Record<string, unknown>;
}

const ID_PATTERN = new RegExp(`^${FIELD_DATA_TYPE}-\\d+$`);

/**
 * `{ edits: { [id]: { _u, ...edits } } }`: each item's edits by path (`label`, or `formData/species`
 * for one answer; engine/localEdits/editPath.ts) and the `_u` they were made on (null removes).
 */
function parseEdits(body: unknown): ItemEdits[] {
  const edits = typeof body === 'object' && body !== null ? (body as { edits?: unknown }).edits : undefined;
  if (typeof edits !== 'object' || edits === null || Array.isArray(edits)) throw badRequest('applyGeoKeeperFieldDataEdits needs { edits: { [id]: { _u, ...fields } } }');
  const entries = Object.entries(edits as Record<string, unknown>);
  if (entries.length > MAX_EDITED_ITEMS) throw new OperationError('geokeeper.errors.tooManyEdits', `at most ${MAX_EDITED_ITEMS} items per save`);
  return entries.map(([id, value]) => {
    if (!ID_PATTERN.test(id)) throw badRequest(`${id} is not field data`);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badRequest(`edits of ${id} must be an object`);
    const { _u: baseU, ...fields } = value as Record<string, unknown>;
    if (typeof baseU !== 'number') throw badRequest(`edits of ${id} need the _u they were made on`);
    for (const path of Object.keys(fields)) if (pathSegments(path).some((segment) => segment === '')) throw badRequest(`${path} is not a property path`);
    return { id, baseU, fields };
  });
}

/**
 * act/applyGeoKeeperFieldDataEdits (business spec §4, §7): every unsaved edit of a user in one
 * call. Items saved by someone else since the edits were made (their `_u` moved on) are reported
 * per item and left alone; all others are applied in one transaction through the generic update
 * (permissions, write rules, validation), so either every one of them is saved or, when one is
 * refused, none is. Validation problems are answered together, each path prefixed with its item id.
 */
export function applyFieldDataEdits(context: ServerPluginContext, ctx: OperationContext, body: unknown): AppliedEdits {
  const actor = ctx.actor;
  if (!actor) throw notAllowed('sign in to save edits');
  const edits = parseEdits(body);
  return context.items.transaction(() => {
    const result: AppliedEdits = { applied: {}, conflicts: {} };
    const problems: FieldError[] = [];
    for (const edit of edits) {
      const current = context.items.read(actor, edit.id);
      if (!current) {
        result.conflicts[edit.id] = { reason: 'gone' };
      } else if (current._u !== edit.baseU) {
        result.conflicts[edit.id] = { reason: 'changed', item: current };
      } else {
        // Nested edits (one answer) are laid over the item as it is: its _u is the one they were made on.
        const saved = updateOne(context, actor, { ...edit, fields: changedProperties(current, edit.fields) }, problems);
        if (saved) result.applied[edit.id] = saved;
      }
    }
    // Throwing rolls back every update made above: the save is all or nothing.
    if (problems.length > 0) throw new ValidationFailedError(problems);
    return result;
  });
}

function updateOne(context: ServerPluginContext, actor: Actor, edit: ItemEdits, problems: FieldError[]): ItemJson | undefined {
  try {
    return context.operations.call('update', actor, { $id: edit.id, _u: edit.baseU, ...edit.fields }) as ItemJson;
  } catch (error) {
    if (!(error instanceof ValidationFailedError)) throw error;
    problems.push(...error.errors.map((problem) => ({ ...problem, path: `/${edit.id}${problem.path}` })));
    return undefined;
  }
}
