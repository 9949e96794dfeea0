import type { FieldError } from '../../../engine/validation/fieldErrors';
import type { ItemFields, ItemJson } from '../../../engine/protocol/item';
import { notAllowed, ValidationFailedError } from '../../../engine/protocol/operations';
import type { ServerPluginContext } from '../../../engine/plugin/serverPlugin';
import type { GuardedWrite } from '../../../engine/plugin/writeRule';
import { checkAnswers, type FieldFormQuestions } from './fieldForm';
import { mayContribute, programFor } from './programRights';

export const FIELD_DATA_TYPE = 'GeoKeeperFieldData';
const FORM_TYPE = 'GeoKeeperFormDef';

/** What a field data item must agree with: its form (same program, active), its trip, its work item and its answers. */
function consistencyErrors(context: ServerPluginContext, next: ItemFields, admin: boolean): FieldError[] {
  const errors: FieldError[] = [];
  const form = typeof next.formDef === 'string' ? context.items.get(next.formDef) : undefined;
  if (!form || form._t !== FORM_TYPE || form.program !== next.program) {
    return [{ path: '/formDef', messageId: 'geokeeper.errors.formNotInProgram', values: {} }];
  }
  if (next.trip !== undefined) {
    const trip: ItemJson | undefined = typeof next.trip === 'string' ? context.items.get(next.trip) : undefined;
    if (next.formType !== 'record' || !trip || trip.formType !== 'trip' || trip.program !== next.program) {
      errors.push({ path: '/trip', messageId: 'geokeeper.errors.tripNotInProgram', values: {} });
    }
  }
  const workItem = typeof next.workItem === 'string' ? context.items.get(next.workItem) : undefined;
  if (workItem && workItem.program !== next.program) errors.push({ path: '/workItem', messageId: 'geokeeper.errors.workItemNotInProgram', values: {} });
  if (workItem?.lockToTrip === true && next.formType === 'record' && next.trip === undefined) {
    errors.push({ path: '/trip', messageId: 'geokeeper.errors.workItemNeedsTrip', values: {} });
  }
  const media = Array.isArray(next.media) ? next.media.length : 0;
  const allowed = (typeof form.maxPhotos === 'number' ? form.maxPhotos : 0) + (typeof form.maxVideos === 'number' ? form.maxVideos : 0);
  if (media > allowed) errors.push({ path: '/media', messageId: 'geokeeper.errors.tooManyMedia', values: { count: allowed } });
  const questions = form.form as FieldFormQuestions | undefined;
  if (questions?.schema) {
    const answers = typeof next.formData === 'object' && next.formData !== null ? (next.formData as Record<string, unknown>) : {};
    errors.push(...checkAnswers(questions, answers, admin).map((error) => ({ ...error, path: `/formData${error.path}` })));
  }
  return errors;
}

/**
 * Who may write field data (mode replace): creating needs the program's contribution right (its
 * access), updating and deleting the generic item rights (the collector, the owner's administrators).
 * Every write must agree with its form.
 */
export function checkFieldDataWrite(context: ServerPluginContext, write: GuardedWrite): void {
  const { actor, op } = write;
  if (op === 'delete') {
    if (!actor.admin && !(write.current && context.items.can(actor, write.current.$id, 'delete'))) throw notAllowed(`${actor.userId} may not delete this field data`);
    return;
  }
  const next = write.next ?? {};
  if (op === 'create') {
    const program = programFor(context, actor, next.program);
    if (!mayContribute(context, actor, program)) throw notAllowed(`${actor.userId} may not add field data to ${program.$id}`);
  } else if (!actor.admin && !(write.current && context.items.can(actor, write.current.$id, 'update'))) {
    throw notAllowed(`${actor.userId} may not change this field data`);
  }
  const errors = consistencyErrors(context, next, actor.admin);
  if (errors.length > 0) throw new ValidationFailedError(errors);
}
