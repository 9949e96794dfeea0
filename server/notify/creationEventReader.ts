import type { Registry } from '../../engine/registry/registry';
import type { SqlClient, SqlStatement } from '../db/sqlClient';
import { indexPlanFor } from '../items/indexPlan';
import { indexEntries } from '../items/indexValues';
import { fieldsOf, type ItemJson } from '../items/itemShape';
import type { Viewer } from '../permissions/accessPredicate';
import { readableByFacts, type ReadFacts } from '../permissions/readFacts';
import { creationEventOf } from './creationEvents';
import { EVENT_TYPE } from './eventNotifier';
import { changeSeqOfCreationEvent, creationEventItem } from './creationEventIds';
import { CreationEventRows } from './creationEventRows';
import type { WriteEventDescribers } from './writeEventDescribers';

export { CREATION_EVENT_BASE, changeSeqOfCreationEvent, creationEventId } from './creationEventIds';

interface ChangeRow {
  item_id: string;
  ts: string;
  actor: string;
  changes: string;
}

/**
 * Creation Events as items, read from the created item's change row instead of a stored Event
 * (server/items/README.md, "Session 13, next step measured"; the item: `creationEventItem`). Reads
 * by id are to consult it for ids `changeSeqOfCreationEvent` recognizes.
 */
export class CreationEventReader {
  private readonly byChangeSeq: SqlStatement<[number], ChangeRow>;
  private readonly fromChangeRows: CreationEventRows;

  constructor(
    db: SqlClient,
    private readonly registry: () => Registry,
    private readonly describers: WriteEventDescribers,
  ) {
    this.fromChangeRows = new CreationEventRows(db);
    this.byChangeSeq = db.prepare<[number], ChangeRow>("SELECT item_id, ts, actor, changes FROM item_changes WHERE seq = ? AND op = 'create'");
  }

  /**
   * The creation Event the id names; undefined when it names none (another id, no such creation, a
   * creation whose Event is stored or none was recorded for it).
   */
  read(id: string): ItemJson | undefined {
    const changeSeq = changeSeqOfCreationEvent(id);
    // Only creations whose Event was not stored (migration 035): every Event has one id.
    if (changeSeq === undefined || !this.fromChangeRows.has(changeSeq)) return undefined;
    const row = this.byChangeSeq.get(changeSeq);
    if (!row) return undefined;
    const event = creationEventOf(this.registry(), this.describers, row);
    if (!event) return undefined;
    return creationEventItem(changeSeq, event, row.ts);
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

  /** The read rule for a creation Event, on the facts it carries (what a stored Event's rows would give). */
  readableBy(viewer: Viewer, event: ItemJson): boolean {
    return readableByFacts(viewer, this.readFacts(event));
  }
}
