import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SYSTEM_WRITER } from '../items/itemStore';
import { createOpsHarness, type OpsHarness } from '../items/testing/opsHarness';
import type { FakeConnection } from '../items/testing/testActors';

let h: OpsHarness;
let anon: FakeConnection;
let alice: FakeConnection;
let bob: FakeConnection;
let dave: FakeConnection;
beforeEach(() => {
  h = createOpsHarness();
  anon = h.kit.hub.connect(null);
  alice = h.kit.hub.connect(h.fx.actors.alice);
  bob = h.kit.hub.connect(h.fx.actors.bob);
  dave = h.kit.hub.connect(h.fx.actors.dave);
});
afterEach(() => h.close());

const pushedIds = (connection: FakeConnection): string[] => connection.pushed('item/update').map((b) => (b as { item: { $id: string } }).item.$id);

describe('item watches', () => {
  it('push item/update to watchers who may read the item, and to nobody else', async () => {
    const { protectedP } = h.fx.projects;
    for (const connection of [alice, dave, anon]) await h.ok(connection, `addWatch/${protectedP}/1`);
    await h.ok(bob, 'update', { $id: protectedP, _u: 1, name: 'Renamed' });
    expect(alice.pushed('item/update')).toEqual([{ item: expect.objectContaining({ $id: protectedP, _u: 2, name: 'Renamed' }) }]);
    expect(dave.pushes).toEqual([]);
    expect(anon.pushes).toEqual([]);
  });

  it('push to every socket of a reader and to no socket of a non-reader (verdicts shared per actor)', async () => {
    const { protectedP } = h.fx.projects;
    const aliceAgain = h.kit.hub.connect(h.fx.actors.alice);
    const daveAgain = h.kit.hub.connect(h.fx.actors.dave);
    for (const connection of [alice, aliceAgain, dave, daveAgain]) await h.ok(connection, `addWatch/${protectedP}/1`);
    await h.ok(bob, 'update', { $id: protectedP, _u: 1, name: 'Renamed twice' });
    expect(pushedIds(alice)).toEqual([protectedP]);
    expect(pushedIds(aliceAgain)).toEqual([protectedP]);
    expect(dave.pushes).toEqual([]);
    expect(daveAgain.pushes).toEqual([]);
  });

  it('reply the item when its _u is newer than the client knows, and only to readers', async () => {
    const { publicP, privateP } = h.fx.projects;
    expect(await h.ok(anon, `addWatch/${publicP}/0`)).toMatchObject({ item: { $id: publicP, _u: 1 } });
    expect(await h.ok(anon, `addWatch/${publicP}/1`)).toEqual({});
    expect(await h.ok(anon, `addWatch/${publicP}`)).toMatchObject({ item: { $id: publicP } });
    expect(await h.ok(dave, `addWatch/${privateP}/0`)).toEqual({});
    expect(await h.refusal(dave, 'addWatch/nope')).toBe('invalidId');
  });

  it('stop after removeWatch, a disconnect or a change of user; a lost read right stops pushes', async () => {
    const { publicP } = h.fx.projects;
    await h.ok(anon, `addWatch/${publicP}`);
    await h.ok(dave, `addWatch/${publicP}`);
    await h.ok(alice, `addWatch/${publicP}`);
    await h.ok(dave, `removeWatch/${publicP}`);
    h.kit.hub.signInAs(alice, h.fx.actors.bob);
    h.kit.store.update(publicP, {}, 1, SYSTEM_WRITER, { access: 'PRIVATE' });
    expect(pushedIds(anon)).toEqual([]);
    expect(dave.pushes).toEqual([]);
    expect(alice.pushes).toEqual([]);
    await h.ok(bob, `addWatch/${publicP}`);
    h.kit.hub.disconnect(bob);
    h.kit.store.update(publicP, { name: 'again' }, 2, SYSTEM_WRITER);
    expect(bob.pushes).toEqual([]);
  });

  it('tell readers of a deleted item that it is gone', async () => {
    const { protectedP } = h.fx.projects;
    await h.ok(alice, `addWatch/${protectedP}`);
    await h.ok(dave, `addWatch/${protectedP}`);
    h.kit.store.delete(protectedP, 1, SYSTEM_WRITER);
    expect(alice.pushed('item/update')).toEqual([{ item: { $id: protectedP, _t: 'Project', _i: 3, _u: 2, $deleted: true } }]);
    expect(dave.pushes).toEqual([]);
  });
});

describe('type watches', () => {
  it('push new and changed items passing the match filter to readers, once per socket', async () => {
    const open = [{ prop: 'status', kind: 'eq', value: 'OPEN' }];
    expect(await h.ok(alice, 'addWatch/Project-0', open)).toEqual({ count: 1 });
    expect(await h.ok(dave, 'addWatch/Project-0', { must: open })).toEqual({ count: 1 });
    expect(await h.ok(alice, 'addWatch/Project-0', [])).toEqual({ count: 2 });
    const privateOpen = h.kit.store.create('Project', { name: 'Org secret', status: 'OPEN', owner: 'Organization-1' }, SYSTEM_WRITER, { access: 'PRIVATE' });
    const done = h.kit.store.create('Project', { name: 'Done one', status: 'DONE' }, SYSTEM_WRITER, { access: 'COMMUNITY' });
    const communityOpen = h.kit.store.create('Project', { name: 'Open to all', status: 'OPEN' }, SYSTEM_WRITER, { access: 'COMMUNITY' });
    expect(pushedIds(alice)).toEqual([privateOpen.$id, done.$id, communityOpen.$id]);
    expect(pushedIds(dave)).toEqual([communityOpen.$id]);
    expect(await h.ok(alice, 'removeWatch/Project-0/2')).toEqual({ removed: true });
    expect(await h.ok(alice, 'removeWatch/Project-0/2')).toEqual({ removed: false });
    h.kit.store.create('Project', { name: 'Done two', status: 'DONE' }, SYSTEM_WRITER);
    expect(pushedIds(alice)).toHaveLength(3);
  });

  it('tell type watchers that could read a deleted item that it is gone, whatever their filter', async () => {
    const { protectedP } = h.fx.projects;
    await h.ok(alice, 'addWatch/Project-0', [{ prop: 'status', kind: 'eq', value: 'DONE' }]);
    await h.ok(dave, 'addWatch/Project-0', []);
    await h.ok(bob, 'addWatch/Organization-0', []);
    h.kit.store.delete(protectedP, 1, SYSTEM_WRITER);
    expect(alice.pushed('item/update')).toEqual([{ item: { $id: protectedP, _t: 'Project', _i: 3, _u: 2, $deleted: true } }]);
    expect(dave.pushes).toEqual([]);
    expect(bob.pushes).toEqual([]);
  });

  it('mark an update that leaves a type watch filter with $noMatch, for readers only', async () => {
    const { community, privateP } = h.fx.projects;
    const open = [{ prop: 'status', kind: 'eq', value: 'OPEN' }];
    await h.ok(alice, 'addWatch/Project-0', open);
    await h.ok(dave, 'addWatch/Project-0', open);
    await h.ok(bob, 'addWatch/Project-0', open);
    await h.ok(bob, 'addWatch/Project-0', []);
    h.kit.store.update(community, { status: 'DONE' }, 1, SYSTEM_WRITER);
    expect(alice.pushed('item/update')).toEqual([{ item: expect.objectContaining({ $id: community, status: 'DONE', $noMatch: true }) }]);
    expect(dave.pushed('item/update')).toEqual([{ item: expect.objectContaining({ $id: community, $noMatch: true }) }]);
    // Another of bob's watches still matches: a plain push.
    expect(bob.pushed('item/update')).toEqual([{ item: expect.not.objectContaining({ $noMatch: true }) }]);
    h.kit.store.update(privateP, { name: 'Still done' }, 1, SYSTEM_WRITER);
    expect(dave.pushed('item/update')).toHaveLength(1);
    expect(alice.pushed('item/update')[1]).toEqual({ item: expect.objectContaining({ $id: privateP, $noMatch: true }) });
  });

  it('refuse filters on fields no type indexes', async () => {
    expect(await h.refusal(alice, 'addWatch/Project-0', [{ prop: 'nope', kind: 'exists' }])).toBe('parseRequestFailed');
    expect(await h.refusal(alice, 'removeWatch/Project-0/x')).toBe('badRequest');
  });
});
