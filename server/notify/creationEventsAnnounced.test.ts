import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { builtInRegistry } from '../../engine/typedef/builtInBundles.testkit';
import type { Registry } from '../../engine/registry/registry';
import type { ItemChange } from '../items/itemStore';
import type { ItemJson } from '../items/itemShape';
import { createOperationCaller, type OperationCaller } from '../items/testing/operationCaller';
import { derivationsDone } from '../items/testing/derivations';
import { adminActor, userActor, type FakeConnection } from '../items/testing/testActors';
import { createTestKit, type TestKit } from '../items/testing/testKit';
import { SYSTEM_WRITER } from '../items/itemStore';
import { ITEM_UPDATE_PUSH } from '../realtime/realtimePublisher';
import { changeSeqOfCreationEvent, creationEventId } from './creationEventReader';
import { CreationEventRows } from './creationEventRows';

/**
 * With `creationEventsFromChangeRows`, a deferred createMany's creation Events are announced from
 * the deriver's slices and answered from the change rows, never stored: pushes (read-checked on the
 * Event's facts) and Notify items name the id the change row gives them.
 */
let registry: Registry;
beforeAll(async () => {
  registry = await builtInRegistry();
});

let kit: TestKit;
let caller: OperationCaller;
let admin: FakeConnection;
let lena: FakeConnection;
let marie: FakeConnection;
afterEach(() => kit.close());

function world(creationEventsFromChangeRows: boolean): void {
  kit = createTestKit([], registry, { dedicated: false }, { creationEventsFromChangeRows });
  caller = createOperationCaller(kit);
  const seed = (type: string, fields: Record<string, unknown>): ItemJson => kit.store.create(type, fields, SYSTEM_WRITER);
  seed('User', { name: 'Admin', email: 'admin@example.org', admin: true });
  seed('User', { name: 'Lena', email: 'lena@example.org', adminOrg: ['Organization-1'], readOrg: ['Organization-1'], capabilities: { Org: true } });
  seed('Organization', { displayName: 'Stoney Creek First Nation', type: 'COMMUNITY' });
  seed('User', { name: 'Marie', email: 'marie@example.org' });
  admin = kit.hub.connect(adminActor('User-1'));
  lena = kit.hub.connect(userActor('User-2', { admin: ['Organization-1'], read: ['Organization-1'] }, { Org: true }));
  marie = kit.hub.connect(userActor('User-3'));
}

const commLog = (subject: string): Record<string, unknown> => ({ owner: 'Organization-1', subject, date: '2024-04-18', type: 'PHONE', direction: 'OUTBOUND' });
const storedEvents = (): number => Number(kit.db.prepare<[], number>("SELECT count(*) FROM items WHERE type = 'Event'").pluck().get());
const creationSeq = (itemId: string): number =>
  Number(kit.db.prepare<[string], number>("SELECT seq FROM item_changes WHERE item_id = ? AND op = 'create'").pluck().get(itemId));
const notified = (): { event_id: string; user_id: string }[] =>
  kit.db.prepare<[], { event_id: string; user_id: string }>('SELECT event_id, user_id FROM notifications ORDER BY notify_idx').all();

describe('creation Events of a deferred createMany, from the change rows', () => {
  it('are announced, not stored: the notifier names the change row id, the Event reads back as announced', async () => {
    world(true);
    const announced: ItemChange[] = [];
    kit.store.onChange((change) => {
      if (change.item._t === 'Event') announced.push(change);
    });
    const { ids } = await caller.ok<{ ids: string[] }>(admin, 'createMany/CommLog', { items: [commLog('First'), commLog('Second'), commLog('Third')] });
    await derivationsDone(kit.store);
    expect(storedEvents()).toBe(0);
    const eventIds = ids.map((id) => creationEventId(creationSeq(id)));
    expect(announced.map((change) => change.item.$id)).toEqual(eventIds);
    // The slice's change rows are marked as one run (migration 035): their Events are answered from them.
    const seqs = ids.map(creationSeq);
    expect(kit.db.prepare('SELECT first_seq, last_seq FROM creation_event_rows').all().map((row) => Object.values(row as object).map(Number))).toEqual([[seqs[0], seqs[2]]]);
    for (const change of announced) {
      expect(change).toMatchObject({ op: 'create', by: 'User-1', item: { kind: 'ITEM_CREATED', _u: 1, _c: { by: 'User-1' } } });
      expect(kit.creationEvents.read(change.item.$id)).toEqual(change.item);
    }
    // Lena administers the CommLogs' owner: notified of each, her Notify naming the Event she can read.
    expect(notified()).toEqual(eventIds.map((event_id) => ({ event_id, user_id: 'User-2' })));
    expect(await caller.ok(lena, `read/${eventIds[0] ?? ''}`)).toMatchObject({ $id: eventIds[0], context: ids[0], kind: 'ITEM_CREATED' });
    expect(kit.errors).toEqual([]);
  });

  it('are pushed to watchers who may read them, never to others', async () => {
    world(true);
    const next = Number(kit.db.prepare<[], number>('SELECT max(seq) FROM item_changes').pluck().get()) + 1;
    // The first creation's change row comes next: its Event's id is known before the call.
    const expected = creationEventId(next);
    for (const connection of [lena, marie]) await caller.ok(connection, `addWatch/${expected}`);
    const { ids } = await caller.ok<{ ids: string[] }>(admin, 'createMany/CommLog', { items: [commLog('Watched')] });
    await derivationsDone(kit.store);
    expect(changeSeqOfCreationEvent(expected)).toBe(creationSeq(ids[0] ?? ''));
    expect(lena.pushed(ITEM_UPDATE_PUSH)).toMatchObject([{ item: { $id: expected, context: ids[0], kind: 'ITEM_CREATED' } }]);
    expect(marie.pushed(ITEM_UPDATE_PUSH)).toEqual([]);
  });

  it('leave single creates and described types storing their Events, and without the switch every Event is stored', async () => {
    world(true);
    await caller.ok(lena, 'create/CommLog', commLog('Single'));
    expect(storedEvents()).toBe(1);
    // A type a plugin describes: its Event's kind and text come from plugin code, so it stays stored.
    const off = kit.eventDescribers.register('CommLog', (change) => (change.op === 'create' ? { kind: 'CALL_LOGGED', context: change.item.$id } : undefined));
    await caller.ok(admin, 'createMany/CommLog', { items: [commLog('Described')] });
    await derivationsDone(kit.store);
    expect(kit.db.prepare<[], string>("SELECT data FROM items WHERE type = 'Event' ORDER BY seq").pluck().all().map((data) => JSON.parse(data) as { kind: string }).map((e) => e.kind)).toEqual(['ITEM_CREATED', 'CALL_LOGGED']);
    off();
    kit.close();
    world(false);
    await caller.ok(admin, 'createMany/CommLog', { items: [commLog('First'), commLog('Second')] });
    await derivationsDone(kit.store);
    expect(storedEvents()).toBe(2);
    expect(notified().map((row) => changeSeqOfCreationEvent(row.event_id))).toEqual([undefined, undefined]);
  });

  it('are marked by runs of change rows: one row per run of consecutive seqs', () => {
    world(false);
    const rows = new CreationEventRows(kit.db);
    kit.store.transaction(() => rows.mark([110, 112, 111, 120]));
    expect(kit.db.prepare('SELECT first_seq, last_seq FROM creation_event_rows ORDER BY first_seq').all().map((row) => Object.values(row as object).map(Number))).toEqual([[110, 112], [120, 120]]);
    expect([109, 110, 111, 112, 113, 119, 120, 121].filter((seq) => rows.has(seq))).toEqual([110, 111, 112, 120]);
  });
});
