import type { FieldError } from '../../../engine/validation/fieldErrors';
import { notAllowed, ValidationFailedError } from '../../../engine/protocol/operations';
import type { ServerPluginContext } from '../../../engine/plugin/serverPlugin';
import type { GuardedWrite } from '../../../engine/plugin/writeRule';
import { problemsOfQuestions } from './fieldForm';
import { LOOKUP_ACTOR, requireProgramEditor } from './programRights';

export const FORM_TYPE = 'GeoKeeperFormDef';
/** Parts of a program: whoever may update the program writes them. */
export const PROGRAM_PART_TYPES = [FORM_TYPE, 'GeoKeeperWorkItem', 'GeoKeeperReference'] as const;

/** Another form of the same program with the same export name. */
function machineNameTaken(context: ServerPluginContext, write: GuardedWrite): boolean {
  const next = write.next ?? {};
  const must = [
    { kind: 'type' as const, value: FORM_TYPE },
    { prop: 'program', kind: 'eq' as const, value: String(next.program) },
    { prop: 'machineName', kind: 'eq' as const, value: String(next.machineName) },
  ];
  const reply = context.items.search(LOOKUP_ACTOR, { must, max: 2 });
  return reply.ids.some((id) => id !== write.current?.$id);
}

function formErrors(context: ServerPluginContext, write: GuardedWrite): FieldError[] {
  const next = write.next ?? {};
  const errors: FieldError[] = [];
  if (next.form !== undefined) {
    const problems = problemsOfQuestions(next.form);
    if (problems.length > 0) errors.push({ path: '/form', messageId: 'geokeeper.errors.invalidQuestions', values: { problem: problems[0] ?? '' } });
  }
  if (typeof next.machineName === 'string' && machineNameTaken(context, write)) errors.push({ path: '/machineName', messageId: 'geokeeper.errors.machineNameTaken', values: { name: next.machineName } });
  return errors;
}

/** Writes of forms, work items and references (mode replace): the program's editors only; forms must be usable. */
export function checkProgramPartWrite(context: ServerPluginContext, write: GuardedWrite): void {
  const { actor } = write;
  const programId = (write.op === 'delete' ? write.current?.program : write.next?.program) ?? write.current?.program;
  if (write.op === 'update' && write.current && write.next?.program !== write.current.program) requireProgramEditor(context, actor, write.current.program);
  try {
    requireProgramEditor(context, actor, programId);
  } catch (error) {
    // A part whose program is gone stays editable by those with rights on the part itself.
    if (write.op === 'create' || !write.current || !(actor.admin || context.items.can(actor, write.current.$id, write.op))) throw error;
  }
  if (write.op === 'delete') return;
  if (write.type !== FORM_TYPE) return;
  const errors = formErrors(context, write);
  if (errors.length > 0) throw new ValidationFailedError(errors);
  if (!actor.admin && write.next?.owner === undefined) throw notAllowed('a form needs its program’s organization');
}
