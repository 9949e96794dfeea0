import type { ItemJson } from '../../../engine/protocol/item';
import { notAllowed, type OperationContext } from '../../../engine/protocol/operations';
import type { ServerPluginContext } from '../../../engine/plugin/serverPlugin';
import { SEARCH_MAX_ALL } from '../../../engine/protocol/searchWire';
import { mayContribute, PROGRAM_TYPE } from './programRights';
import type { CollectChoices } from '../collect/collectTypes';
import { formOfItem } from '../collect/formOfItem';

export { COLLECT_CHOICES_OPERATION } from '../collect/collectOperationName';
const FORM_TYPE = 'GeoKeeperFormDef';

/**
 * What the field collection page offers its user: the ACTIVE programs they may add field data to
 * (the program's access, as the write rule decides) with their ACTIVE forms. The page keeps the
 * answer on the device, so collecting works offline with the choices of its last visit.
 */
export function collectChoices(context: ServerPluginContext, ctx: OperationContext): CollectChoices {
  const actor = ctx.actor;
  if (!actor) throw notAllowed('sign in to collect');
  const active = (type: string) => ({ must: [{ kind: 'type' as const, value: type }, { prop: 'state', kind: 'eq' as const, value: 'ACTIVE' }], max: SEARCH_MAX_ALL });
  const programs = context.items
    .search(actor, active(PROGRAM_TYPE))
    .ids.map((id) => context.items.read(actor, id))
    .filter((program): program is ItemJson => program !== undefined && mayContribute(context, actor, program));
  const forms = context.items.search(actor, active(FORM_TYPE)).ids.map((id) => context.items.read(actor, id));
  return {
    programs: programs
      .map((program) => ({
        id: program.$id,
        label: String(program.label ?? program.$id),
        forms: forms.filter((form): form is ItemJson => form?.program === program.$id).flatMap((form) => formOfItem(form) ?? []),
      }))
      .sort((a, b) => a.label.localeCompare(b.label)),
  };
}
