import { describe, expect, it } from 'vitest';
import { SYSTEM_WRITER } from '../items/itemStore';
import type { FakeConnection } from '../items/testing/testActors';
import { useOpsSession } from '../testing/opsSession';

const s = useOpsSession(['anonymous', 'alice', 'bob', 'dave']);

const pushedIds = (connection: FakeConnection): string[] => connection.pushed('item/update').map((b) => (b as { item: { $id: string } }).item.$id);

describe('item watches', () => {
  it('push item/update to watchers who may read the item, and to nobody else', async () => {
    const { protectedP } = s.h.fx.projects;
    for (const connection of [s.alice, s.dave, s.anonymous]) await s.h.ok(connection, `addWatch/${protectedP}/1`);
    await s.h.ok(s.bob, 'update', { $id: protectedP, _u: 1, name: 'Renamed' });
    expect(s.alice.pushed('item/update')).toEqual([{ item: expect.objectContaining({ $id: protectedP, _u: 2, name: 'Renamed' }) }]);
    expect(s.dave.pushes).toEqual([]);
    expect(s.anonymous.pushes).toEqual([]);
  });

  it('push to every socket of a reader and to no socket of a non-reader (verdicts shared per actor)', async () => {
    const { protectedP } = s.h.fx.projects;
    const aliceAgain = s.h.kit.hub.connect(s.h.fx.actors.alice);
    const daveAgain = s.h.kit.hub.connect(s.h.fx.actors.dave);
    for (const connection of [s.alice, aliceAgain, s.dave, daveAgain]) await s.h.ok(connection, `addWatch/${protectedP}/1`);
    await s.h.ok(s.bob, 'update', { $id: protectedP, _u: 1, name: 'Renamed twice' });
    expect(pushedIds(s.alice)).toEqual([protectedP]);
    expect(pushedIds(aliceAgain)).toEqual([protectedP]);
    expect(s.dave.pushes).toEqual([]);
    expect(daveAgain.pushes).toEqual([]);
  });

  it('reply the item when its _u is newer than the client knows, and only to readers', async () => {
    const { publicP, privateP } = s.h.fx.projects;
    expect(await s.h.ok(s.anonymous, `addWatch/${publicP}/0`)).toMatchObject({ item: { $id: publicP, _u: 1 } });
    expect(await s.h.ok(s.anonymous, `addWatch/${publicP}/1`)).toEqual({});
    expect(await s.h.ok(s.anonymous, `addWatch/${publicP}`)).toMatchObject({ item: { $id: publicP } });
    expect(await s.h.ok(s.dave, `addWatch/${privateP}/0`)).toEqual({});
    expect(await s.h.refusal(s.dave, 'addWatch/nope')).toBe('invalidId');
  });

  it('stop after removeWatch, a disconnect or a change of user; a lost read right stops pushes', async () => {
    const { publicP } = s.h.fx.projects;
    await s.h.ok(s.anonymous, `addWatch/${publicP}`);
    await s.h.ok(s.dave, `addWatch/${publicP}`);
    await s.h.ok(s.alice, `addWatch/${publicP}`);
    await s.h.ok(s.dave, `removeWatch/${publicP}`);
    s.h.kit.hub.signInAs(s.alice, s.h.fx.actors.bob);
    s.h.kit.store.update(publicP, {}, 1, SYSTEM_WRITER, { access: 'PRIVATE' });
    expect(pushedIds(s.anonymous)).toEqual([]);
    expect(s.dave.pushes).toEqual([]);
    expect(s.alice.pushes).toEqual([]);
    await s.h.ok(s.bob, `addWatch/${publicP}`);
    s.h.kit.hub.disconnect(s.bob);
    s.h.kit.store.update(publicP, { name: 'again' }, 2, SYSTEM_WRITER);
    expect(s.bob.pushes).toEqual([]);
  });

  it('tell readers of a deleted item that it is gone', async () => {
    const { protectedP } = s.h.fx.projects;
    await s.h.ok(s.alice, `addWatch/${protectedP}`);
    await s.h.ok(s.dave, `addWatch/${protectedP}`);
    s.h.kit.store.delete(protectedP, 1, SYSTEM_WRITER);
    expect(s.alice.pushed('item/update')).toEqual([{ item: { $id: protectedP, _t: 'Project', _i: 3, _u: 2, $deleted: true } }]);
    expect(s.dave.pushes).toEqual([]);
  });
});

describe('type watches', () => {
  it('push new and changed items passing the match filter to readers, once per socket', async () => {
    const open = [{ prop: 'status', kind: 'eq', value: 'OPEN' }];
    expect(await s.h.ok(s.alice, 'addWatch/Project-0', open)).toEqual({ count: 1 });
    expect(await s.h.ok(s.dave, 'addWatch/Project-0', { must: open })).toEqual({ count: 1 });
    expect(await s.h.ok(s.alice, 'addWatch/Project-0', [])).toEqual({ count: 2 });
    const privateOpen = s.h.kit.store.create('Project', { name: 'Org secret', status: 'OPEN', owner: 'Organization-1' }, SYSTEM_WRITER, { access: 'PRIVATE' });
    const done = s.h.kit.store.create('Project', { name: 'Done one', status: 'DONE' }, SYSTEM_WRITER, { access: 'COMMUNITY' });
    const communityOpen = s.h.kit.store.create('Project', { name: 'Open to all', status: 'OPEN' }, SYSTEM_WRITER, { access: 'COMMUNITY' });
    expect(pushedIds(s.alice)).toEqual([privateOpen.$id, done.$id, communityOpen.$id]);
    expect(pushedIds(s.dave)).toEqual([communityOpen.$id]);
    expect(await s.h.ok(s.alice, 'removeWatch/Project-0/2')).toEqual({ removed: true });
    expect(await s.h.ok(s.alice, 'removeWatch/Project-0/2')).toEqual({ removed: false });
    s.h.kit.store.create('Project', { name: 'Done two', status: 'DONE' }, SYSTEM_WRITER);
    expect(pushedIds(s.alice)).toHaveLength(3);
  });

  it('tell type watchers that could read a deleted item that it is gone, whatever their filter', async () => {
    const { protectedP } = s.h.fx.projects;
    await s.h.ok(s.alice, 'addWatch/Project-0', [{ prop: 'status', kind: 'eq', value: 'DONE' }]);
    await s.h.ok(s.dave, 'addWatch/Project-0', []);
    await s.h.ok(s.bob, 'addWatch/Organization-0', []);
    s.h.kit.store.delete(protectedP, 1, SYSTEM_WRITER);
    expect(s.alice.pushed('item/update')).toEqual([{ item: { $id: protectedP, _t: 'Project', _i: 3, _u: 2, $deleted: true } }]);
    expect(s.dave.pushes).toEqual([]);
    expect(s.bob.pushes).toEqual([]);
  });

  it('mark an update that leaves a type watch filter with $noMatch, for readers only', async () => {
    const { community, privateP } = s.h.fx.projects;
    const open = [{ prop: 'status', kind: 'eq', value: 'OPEN' }];
    await s.h.ok(s.alice, 'addWatch/Project-0', open);
    await s.h.ok(s.dave, 'addWatch/Project-0', open);
    await s.h.ok(s.bob, 'addWatch/Project-0', open);
    await s.h.ok(s.bob, 'addWatch/Project-0', []);
    s.h.kit.store.update(community, { status: 'DONE' }, 1, SYSTEM_WRITER);
    expect(s.alice.pushed('item/update')).toEqual([{ item: expect.objectContaining({ $id: community, status: 'DONE', $noMatch: true }) }]);
    expect(s.dave.pushed('item/update')).toEqual([{ item: expect.objectContaining({ $id: community, $noMatch: true }) }]);
    // Another of bob's watches still matches: a plain push.
    expect(s.bob.pushed('item/update')).toEqual([{ item: expect.not.objectContaining({ $noMatch: true }) }]);
    s.h.kit.store.update(privateP, { name: 'Still done' }, 1, SYSTEM_WRITER);
    expect(s.dave.pushed('item/update')).toHaveLength(1);
    expect(s.alice.pushed('item/update')[1]).toEqual({ item: expect.objectContaining({ $id: privateP, $noMatch: true }) });
  });

  it('refuse filters on fields no type indexes', async () => {
    expect(await s.h.refusal(s.alice, 'addWatch/Project-0', [{ prop: 'nope', kind: 'exists' }])).toBe('parseRequestFailed');
    expect(await s.h.refusal(s.alice, 'removeWatch/Project-0/x')).toBe('badRequest');
  });
});
