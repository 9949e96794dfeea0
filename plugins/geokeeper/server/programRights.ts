import type { ItemJson } from '../../../engine/protocol/item';
import { notAllowed, type Actor, OperationError } from '../../../engine/protocol/operations';
import type { ServerPluginContext } from '../../../engine/plugin/serverPlugin';

export const PROGRAM_TYPE = 'GeoKeeperProgram';

/** Finds items whatever their access: for rules (a unique export name), never shown. */
export const LOOKUP_ACTOR: Actor = { userId: 'vgn-0', admin: true, capabilities: {}, readOrgs: [], adminOrgs: [] };

/** The program a write names, readable by the writer, or a refusal users understand. */
export function programFor(context: ServerPluginContext, actor: Actor, programId: unknown): ItemJson {
  const program = typeof programId === 'string' ? context.items.read(actor, programId) : undefined;
  if (!program || program._t !== PROGRAM_TYPE) throw new OperationError('geokeeper.errors.unknownProgram', `${String(programId)} is not a program ${actor.userId} reads`, 400);
  return program;
}

/** Whether the program's access lets the actor add field data (README: program access). */
export function mayContribute(context: ServerPluginContext, actor: Actor, program: ItemJson): boolean {
  if (actor.admin) return true;
  if (program.state !== 'ACTIVE') return false;
  const owner = typeof program.owner === 'string' ? program.owner : '';
  switch (program.access) {
    case 'OPEN':
      return true;
    case 'MEMBERS':
      return actor.readOrgs.includes(owner) || actor.adminOrgs.includes(owner);
    default:
      return actor.adminOrgs.includes(owner);
  }
}

/** Forms, work items and references belong to whoever may update their program. */
export function requireProgramEditor(context: ServerPluginContext, actor: Actor, programId: unknown): ItemJson {
  const program = programFor(context, actor, programId);
  if (!actor.admin && !context.items.can(actor, program.$id, 'update')) throw notAllowed(`${actor.userId} may not change ${program.$id}`);
  return program;
}
