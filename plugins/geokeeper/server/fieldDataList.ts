import { isItemId } from '../../../engine/ids';
import type { ServerPluginContext } from '../../../engine/plugin/serverPlugin';
import type { ItemJson } from '../../../engine/protocol/item';
import { badRequest, notAllowed, type OperationContext } from '../../../engine/protocol/operations';
import { selectedRows } from './export/exportSource';

/** The most rows one list answers (a program's field data as one page; exports take the rest). */
export const LIST_MAX = 5000;

export interface FieldDataListRow {
  number: number;
  unparented: boolean;
  item: ItemJson;
}

/**
 * act/listGeoKeeperFieldData `{ program }`: the program's field data the asker may read, in the
 * display order of business spec §3 (trips followed by their records, orphans flagged
 * unparented, rows numbered), at most LIST_MAX rows and `total` besides.
 */
export function listFieldData(context: ServerPluginContext, ctx: OperationContext, body: unknown): { rows: FieldDataListRow[]; total: number } {
  const actor = ctx.actor;
  if (!actor) throw notAllowed('sign in to list field data');
  const program = typeof body === 'object' && body !== null ? (body as { program?: unknown }).program : undefined;
  if (typeof program !== 'string' || !isItemId(program)) throw badRequest('act/listGeoKeeperFieldData takes { program }');
  if (!context.items.read(actor, program)) throw notAllowed(`${actor.userId} may not read ${program}`);
  const ordered = selectedRows(context, actor, { program });
  const rows: FieldDataListRow[] = [];
  for (const row of ordered.slice(0, LIST_MAX)) {
    const item = context.items.read(actor, row.id);
    if (item) rows.push({ number: row.number, unparented: row.unparented, item });
  }
  return { rows, total: ordered.length };
}
