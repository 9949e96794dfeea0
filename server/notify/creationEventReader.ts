import { InvalidIdError } from '../../engine/ids/errors';
import { formatItemId, parseItemId } from '../../engine/ids/itemId';
import type { Registry } from '../../engine/registry/registry';
import type { SqlClient, SqlStatement } from '../db/sqlClient';
import { indexPlanFor } from '../items/indexPlan';
import { indexEntries } from '../items/indexValues';
import { fieldsOf, type ItemJson } from '../items/itemShape';
import type { ReadFacts } from '../permissions/readFacts';
import { creationEventOf } from './creationEvents';
import { EVENT_TYPE } from './eventNotifier';
import type { WriteEventDescribers } from './writeEventDescribers';

/**
 * Indexes of creation Events answered from change rows start here: far above any counter a store's
 * stored Events reach (type_counters), and with the change row's seq added still a safe integer, so
 * the id is an ordinary `Event-{index}` every reader and the client already accept.
 */
export const CREATION_EVENT_BASE = 2 ** 50;

/** The id of the creation Event told by the change row `changeSeq`. */
export function creationEventId(changeSeq: number): string {
  return formatItemId(EVENT_TYPE, CREATION_EVENT_BASE + changeSeq);
}

/** The change row a creation Event id names, or undefined for any other id (stored Events included). */
export function changeSeqOfCreationEvent(id: string): number | undefined {
  try {
    const { type, index, createMarker } = parseItemId(id);
    return type === EVENT_TYPE && createMarker === undefined && index > CREATION_EVENT_BASE ? index - CREATION_EVENT_BASE : undefined;
  } catch (error) {
    if (error instanceof InvalidIdError) return undefined;
    throw error;
  }
}

interface ChangeRow {
  item_id: string;
  ts: string;
  actor: string;
  changes: string;
}

/**
 * Creation Events as items, read from the created item's change row instead of a stored Event
 * (server/items/README.md, "Session 13, next step measured"): the fields, visibility and writer
 * the recorder would store, `_c` the creation's own time and writer, `_u` 1 (a creation Event is
 * never updated). Reads by id are to consult it for ids `changeSeqOfCreationEvent` recognizes.
 */
export class CreationEventReader {
  private readonly byChangeSeq: SqlStatement<[number], ChangeRow>;

  constructor(
    db: SqlClient,
    private readonly registry: () => Registry,
    private readonly describers: WriteEventDescribers,
  ) {
    this.byChangeSeq = db.prepare<[number], ChangeRow>("SELECT item_id, ts, actor, changes FROM item_changes WHERE seq = ? AND op = 'create'");
  }

  /** The creation Event the id names; undefined when it names none (another id, no such creation, no Event recorded for it). */
  read(id: string): ItemJson | undefined {
    const changeSeq = changeSeqOfCreationEvent(id);
    if (changeSeq === undefined) return undefined;
    const row = this.byChangeSeq.get(changeSeq);
    if (!row) return undefined;
    const event = creationEventOf(this.registry(), this.describers, row);
    if (!event) return undefined;
    const index = CREATION_EVENT_BASE + changeSeq;
    return { ...event.item.fields, $id: id, _t: EVENT_TYPE, _i: index, _u: 1, _c: { ts: row.ts, by: event.by }, // The recorder always gives the context's visibility; without one the Event fails closed.
    $access: event.item.options?.access ?? 'PRIVATE' };
  }

  /**
   * What the read rule (`readableByFacts`) looks at for a creation Event: its visibility and writer,
   * the access rows a stored Event would have (its owner, participants and people, as `indexEntries`
   * derives them) and no grantees (nobody grants on an Event).
   */
  readFacts(event: ItemJson): ReadFacts {
    const plan = indexPlanFor(this.registry(), EVENT_TYPE);
    const roles = plan ? indexEntries(plan, fieldsOf(event), event.$id).access.map((entry): [string, string] => [entry.role, entry.principal]) : [];
    return { access: event.$access, createdBy: event._c.by, roles, grantees: [] };
  }
}
