import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { builtInRegistry } from '../../engine/typedef/builtInBundles.testkit';
import type { Registry } from '../../engine/registry/registry';
import { creationChangeOf, type CreationRow } from '../items/creationChange';
import { fieldsOf, type ItemJson } from '../items/itemShape';
import { adminActor, createPluginHarness, userActor, type FakeConnection, type PluginHarness } from '../testing/pluginHarness';
import { CREATION_EVENT_BASE, CreationEventReader, changeSeqOfCreationEvent, creationEventId } from './creationEventReader';
import { creationEventOf } from './creationEvents';
import { ReadFactsReader } from '../permissions/readFacts';
import { derivationsDone } from '../items/testing/derivations';

/** Creation Events rebuilt from the change row equal the Events the recorder stores, for every create path. */
let registry: Registry;
beforeAll(async () => {
  registry = await builtInRegistry();
});

let h: PluginHarness;
let admin: FakeConnection;
let lena: FakeConnection;
let marie: FakeConnection;
afterEach(() => h.close());

function world(creationEventsFromChangeRows = false): void {
  h = createPluginHarness(registry, { dedicated: false }, { creationEventsFromChangeRows });
  h.seed('User', { name: 'Admin', email: 'admin@example.org', admin: true });
  h.seed('User', { name: 'Lena', email: 'lena@example.org', adminOrg: ['Organization-1'], readOrg: ['Organization-1'], capabilities: { Org: true } });
  h.seed('Organization', { displayName: 'Stoney Creek First Nation', type: 'COMMUNITY' });
  admin = h.kit.hub.connect(adminActor('User-1'));
  lena = h.kit.hub.connect(userActor('User-2', { admin: ['Organization-1'], read: ['Organization-1'] }, { Org: true }));
  h.seed('User', { name: 'Marie', email: 'marie@example.org' });
  marie = h.kit.hub.connect(userActor('User-3'));
}

const commLog = (subject: string): Record<string, unknown> => ({ owner: 'Organization-1', subject, date: '2024-04-18', type: 'PHONE', direction: 'OUTBOUND' });

/** The Event the recorder stored for the item's creation. */
function storedCreationEvent(context: string): ItemJson | undefined {
  const ids = h.kit.db.prepare<[], string>("SELECT id FROM items WHERE type = 'Event' ORDER BY seq").pluck().all();
  return ids.flatMap((id) => h.kit.store.get(id) ?? []).find((event) => event.context === context);
}

const creationRow = (itemId: string): CreationRow | undefined =>
  h.kit.db.prepare<[string], CreationRow>("SELECT item_id, actor, changes FROM item_changes WHERE item_id = ? AND op = 'create'").get(itemId);

/** Rebuilt from the change row and stored: fields, visibility and writer alike. */
function expectSameEvent(itemId: string): void {
  const stored = storedCreationEvent(itemId);
  const row = creationRow(itemId);
  if (!stored || !row) throw new Error(`${itemId}: no stored Event or change row`);
  const rebuilt = creationEventOf(registry, h.kit.eventDescribers, row);
  expect(rebuilt?.item.fields).toEqual(fieldsOf(stored));
  expect(rebuilt?.item.options?.access).toBe(stored.$access);
  expect(rebuilt?.by).toBe(stored._c.by);
}

describe('creation Events from the change row', () => {
  it('equal the stored Event of a single create and of a createMany (derived after the reply)', async () => {
    world();
    const single = await h.ok<ItemJson>(lena, 'create/CommLog', commLog('Road proposal'));
    const many = await h.ok<{ ids: string[] }>(admin, 'createMany/CommLog', { items: [commLog('First'), { ...commLog('Second'), notes: 'Asked for maps' }] });
    // A read derives the pending batch (its Events are written then).
    await h.ok(admin, `read/${many.ids[1] ?? ''}`);
    for (const id of [single.$id, ...many.ids]) expectSameEvent(id);
    expect(storedCreationEvent(single.$id)?.kind).toBe('ITEM_CREATED');
  });

  it('tell a creation as the plugin describes it', async () => {
    world();
    h.kit.eventDescribers.register('CommLog', (change) => (change.op === 'create' ? { kind: 'CALL_LOGGED', context: change.item.$id, description: `Call: ${String(change.item.subject)}`, also: ['Organization-1'] } : undefined));
    const log = await h.ok<ItemJson>(lena, 'create/CommLog', commLog('Described'));
    expect(storedCreationEvent(log.$id)).toMatchObject({ kind: 'CALL_LOGGED', also: ['Organization-1'] });
    expectSameEvent(log.$id);
  });

  it('are none for system types, and a row that is not a full creation diff is refused', async () => {
    world();
    const user = creationRow('User-2');
    if (!user) throw new Error('no change row of User-2');
    expect(creationEventOf(registry, h.kit.eventDescribers, user)).toBeUndefined();
    expect(creationChangeOf(user).item).toMatchObject({ $id: 'User-2', _t: 'User', _i: 2, _u: 1, name: 'Lena' });
    expect(() => creationChangeOf({ item_id: 'CommLog-1', actor: 'User-1', changes: '{"subject":{"new":"Call"}}' })).toThrow(/not a full creation diff/);
  });
});

describe('creation Events read by id from the change row', () => {
  const changeSeq = (itemId: string, op: string): number =>
    h.kit.db.prepare<[string, string], number>('SELECT seq FROM item_changes WHERE item_id = ? AND op = ?').pluck().get(itemId, op) ?? 0;

  /** With the switch on, Lena logs the same call by create (its Event stored) and by a deferred createMany (its Event from the change row). */
  async function likeCreations(): Promise<{ single: ItemJson; batched: string }> {
    const single = await h.ok<ItemJson>(lena, 'create/CommLog', commLog('Road proposal'));
    const { ids } = await h.ok<{ ids: string[] }>(lena, 'createMany/CommLog', { items: [commLog('Road proposal')] });
    await derivationsDone(h.kit.store);
    return { single, batched: ids[0] ?? '' };
  }

  it('read as announced, under an id no stored Event has; a creation whose Event is stored answers none', async () => {
    world(true);
    const announced: ItemJson[] = [];
    h.kit.store.onChange((change) => {
      if (change.item._t === 'Event') announced.push(change.item);
    });
    const { single, batched } = await likeCreations();
    await h.ok(admin, 'update', { $id: batched, _u: 1, subject: 'Road proposal, second call' });
    const reader = new CreationEventReader(h.kit.db, () => registry, h.kit.eventDescribers);
    const seq = changeSeq(batched, 'create');
    const id = creationEventId(seq);
    expect(changeSeqOfCreationEvent(id)).toBe(seq);
    const virtual = announced.find((event) => event.$id === id);
    expect(virtual).toMatchObject({ kind: 'ITEM_CREATED', context: batched, _i: CREATION_EVENT_BASE + seq, _u: 1 });
    expect(reader.read(id)).toEqual(virtual);

    const stored = storedCreationEvent(single.$id)?.$id ?? '';
    const others = [stored, creationEventId(changeSeq(single.$id, 'create')), creationEventId(changeSeq('User-2', 'create')), creationEventId(changeSeq(batched, 'update')), creationEventId(10_000), 'CommLog-1', 'not an id'];
    for (const other of others) expect(reader.read(other)).toBeUndefined();
    expect(changeSeqOfCreationEvent(stored)).toBeUndefined();
  });

  it('are read over the protocol by who may read the stored Event of a like creation, with the same read facts', async () => {
    world(true);
    const { single, batched } = await likeCreations();
    const id = creationEventId(changeSeq(batched, 'create'));
    const stored = storedCreationEvent(single.$id);
    const virtual = h.kit.creationEvents.read(id);
    if (!stored || !virtual) throw new Error('no creation Event');
    const sorted = (facts: { roles: [string, string][] } | undefined): string[] => (facts?.roles ?? []).map((role) => role.join(' ')).sort();
    const storedFacts = new ReadFactsReader(h.kit.db).read(stored.$id);
    const virtualFacts = h.kit.creationEvents.readFacts(virtual);
    expect(sorted(virtualFacts)).toEqual(sorted(storedFacts));
    expect(sorted(virtualFacts).length).toBeGreaterThan(0);
    expect({ ...virtualFacts, roles: [] }).toEqual({ ...storedFacts, roles: [] });

    expect(await h.ok<ItemJson>(lena, `read/${id}`)).toMatchObject({ $id: id, kind: 'ITEM_CREATED', context: batched, _c: { by: 'User-2' } });
    expect(await h.ok(admin, `readAllowed/${id}`)).toMatchObject({ allowed: true, item: { $id: id } });
    // Marie reads neither the CommLogs nor the stored Event: nor the Event from the change row.
    expect((await h.call(marie, `read/${stored.$id}`)).erred).toBe(true);
    expect(await h.refusalBody(marie, `read/${id}`)).toMatchObject({ userMessage: 'notAllowed' });
    expect(await h.ok(marie, `readAllowed/${id}`)).toEqual({ allowed: false });
    expect(await h.refusalBody(lena, `read/${creationEventId(10_000)}`)).toMatchObject({ userMessage: 'notFound' });
    expect(await h.ok(lena, 'readMany/object', [id, stored.$id, creationEventId(10_000)])).toMatchObject([{ $id: id, kind: 'ITEM_CREATED' }, { $id: stored.$id, kind: 'ITEM_CREATED' }, { $id: creationEventId(10_000), notFound: true }]);
    expect(await h.ok(marie, 'readMany/object', [id])).toEqual([{ $id: id, notAllowed: true }]);
    expect(await h.ok(lena, `label/${id}`)).toEqual(await h.ok<{ label: string }>(lena, `label/${stored.$id}`).then(({ label }) => ({ $id: id, label })));
  });
});
