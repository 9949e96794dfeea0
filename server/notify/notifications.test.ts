import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SYSTEM_WRITER } from '../items/itemStore';
import type { ItemJson } from '../items/itemShape';
import { createOpsHarness, type OpsHarness } from '../items/testing/opsHarness';
import type { FakeConnection } from '../items/testing/testActors';
import { decide } from './notifyPreferences';
import { presentNotify } from '../../plugins/core/server/presentNotify';

let h: OpsHarness;
let alice: FakeConnection;
let bob: FakeConnection;
let carol: FakeConnection;
let dave: FakeConnection;
beforeEach(() => {
  h = createOpsHarness();
  // Core's server entry presents Notify items; the test plugin's Notify is shaped like core's.
  h.kit.readHooks.register('Notify', presentNotify);
  alice = h.kit.hub.connect(h.fx.actors.alice);
  bob = h.kit.hub.connect(h.fx.actors.bob);
  carol = h.kit.hub.connect(h.fx.actors.carol);
  dave = h.kit.hub.connect(h.fx.actors.dave);
});
afterEach(() => h.close());

/** Creates an Event and returns the users notified (recipients of the new Notify items). */
function event(fields: Record<string, unknown>, by = SYSTEM_WRITER): string[] {
  const before = h.kit.db.prepare('SELECT MAX(seq) AS n FROM items').get() as { n: number };
  h.kit.store.create('Event', { kind: 'CNS_SUBMITTED', ...fields }, by);
  return (h.kit.db.prepare("SELECT data FROM items WHERE type = 'Notify' AND seq > ? ORDER BY seq").all(before.n) as { data: string }[]).map(
    (row) => (JSON.parse(row.data) as { recipient: string }).recipient,
  );
}

describe('preference chain', () => {
  it('item preference, then the user type preference, then the declared default', () => {
    expect(decide('ALWAYS', 'NEVER', 'NEVER')).toBe('ALWAYS');
    expect(decide('PREFS', 'NEVER', 'ALWAYS')).toBe('NEVER');
    expect(decide('NIL', undefined, 'DEFAULT')).toBe('DEFAULT');
    expect(decide(undefined, undefined, 'PREFS')).toBe('DEFAULT');
    expect(decide(undefined, undefined, undefined)).toBe('DEFAULT');
    expect(decide(undefined, undefined, 'NEVER')).toBe('NEVER');
    expect(decide(undefined, 'ALWAYS', 'NIL')).toBe('ALWAYS');
  });
});

describe('events create Notify items', () => {
  it('for involved users by default, for ALWAYS followers who may read, never for NEVER or the writer', async () => {
    const { protectedP } = h.fx.projects;
    expect(event({ context: protectedP })).toEqual(['User-3']);
    await h.ok(alice, 'act/setNotify', { id: protectedP, notify: 'ALWAYS' });
    await h.ok(dave, 'act/setNotify', { id: h.fx.projects.publicP, notify: 'ALWAYS' });
    expect(await h.refusal(dave, 'act/setNotify', { id: protectedP, notify: 'ALWAYS' })).toBe('notAllowed');
    h.kit.preferences.set('User-5', protectedP, 'ALWAYS');
    await h.ok(carol, 'act/setNotify', { id: 'Project-0', notify: 'ALWAYS' });
    await h.ok(carol, 'act/setNotify', { id: protectedP, notify: 'PREFS' });
    await h.ok(bob, 'act/setNotify', { id: protectedP, notify: 'NEVER' });
    expect(event({ context: protectedP })).toEqual(['User-2', 'User-4']);
    expect(event({ context: protectedP }, { userId: 'User-2', admin: false })).toEqual(['User-4']);
    expect(await h.ok(alice, `read/${protectedP}`)).toMatchObject({ $notify: 'ALWAYS' });
    expect(await h.refusal(alice, 'act/setNotify', { id: protectedP, notify: 'SOMETIMES' })).toBe('badRequest');
  });

  it('for users, contacts and administrators of organizations an event names in also', () => {
    expect(event({ context: h.fx.projects.publicP, also: ['Contact-5', 'User-4'] })).toEqual(['User-3', 'User-4', 'User-5']);
  });

  it('Events written together by createMany notify exactly whom the same Events written one by one notify', async () => {
    const { protectedP, publicP, privateP } = h.fx.projects;
    await h.ok(alice, 'act/setNotify', { id: protectedP, notify: 'ALWAYS' });
    await h.ok(carol, 'act/setNotify', { id: 'Project-0', notify: 'ALWAYS' });
    await h.ok(bob, 'act/setNotify', { id: protectedP, notify: 'NEVER' });
    const bodies = [
      { context: protectedP },
      { context: publicP, also: ['Contact-5', 'User-4'] },
      { context: privateP },
      { context: protectedP, subContext: publicP },
      { also: ['User-2', 'User-3'] },
      { kind: 'ITEM_DELETED', context: 'Project-999', also: ['User-4'] },
    ].map((fields) => ({ kind: 'CNS_SUBMITTED', ...fields }));
    const recipientsByEvent = (eventIds: readonly string[]): string[][] =>
      eventIds.map((id) => (h.kit.db.prepare('SELECT user_id FROM notifications WHERE event_id = ? ORDER BY user_id').all(id) as { user_id: string }[]).map((row) => row.user_id));
    const oneByOne = recipientsByEvent(bodies.map((fields) => h.kit.store.create('Event', fields, SYSTEM_WRITER).$id));
    const together = recipientsByEvent(h.kit.store.createMany('Event', bodies.map((fields) => ({ fields })), SYSTEM_WRITER).map((item) => item.$id));
    expect(together).toEqual(oneByOne);
    // The cases differ from each other: the comparison is not between empty lists.
    expect(new Set(oneByOne.map((users) => users.join()))).toHaveProperty('size', 5);
  });

  it('push item/notify to the recipient only, with a private Notify item and the User notifyPairs', async () => {
    const userChanges = h.kit.store.history('User-3').length;
    event({ context: h.fx.projects.protectedP, subContext: h.fx.projects.publicP });
    const [pushed] = bob.pushed('item/notify') as { item: ItemJson }[];
    expect(pushed?.item).toMatchObject({
      _t: 'Notify',
      $access: 'PRIVATE',
      kind: 'CNS_SUBMITTED',
      $kind: 'CNS_SUBMITTED',
      context: h.fx.projects.protectedP,
      $context: h.fx.projects.protectedP,
      $eventContext: h.fx.projects.publicP,
      unread: true,
      recipient: 'User-3',
    });
    for (const other of [alice, carol, dave]) expect(other.pushed('item/notify')).toEqual([]);
    // The User item presents its unread notifications from the index: a new one does not rewrite it.
    expect((await h.ok<ItemJson>(bob, 'read/User-3')).notifyPairs).toEqual([{ n: pushed?.item._i, c: h.fx.projects.protectedP }]);
    expect(h.kit.store.history('User-3')).toHaveLength(userChanges);
    expect(bob.pushed('item/update')).toEqual([]);
  });
});

describe('act/markNotifications and act/fetchNotifications', () => {
  it('mark read and unread, by index or by context, and fetch only the caller notifications', async () => {
    event({ context: h.fx.projects.protectedP });
    event({ context: h.fx.projects.community });
    const items = (await h.ok<{ items: ItemJson[] }>(bob, 'act/fetchNotifications', {})).items;
    expect(items.map((i) => i.$context)).toEqual([h.fx.projects.community, h.fx.projects.protectedP]);
    const [newest, oldest] = items.map((i) => i._i);
    expect(await h.ok(alice, 'act/fetchNotifications', {})).toEqual({ items: [], labels: {} });
    expect(await h.refusal(alice, `read/${items[0]?.$id}`)).toBe('notAllowed');

    expect(await h.ok(bob, 'act/markNotifications', { indexes: [oldest] })).toEqual({ notifyPairs: [{ n: newest, c: h.fx.projects.community }] });
    expect(h.kit.store.get(`Notify-${oldest}`)?.unread).toBe(false);
    expect(await h.ok(bob, 'act/markNotifications', { indexes: [], context: h.fx.projects.community })).toEqual({ notifyPairs: [] });
    expect((await h.ok<ItemJson>(bob, 'read/User-3')).notifyPairs).toEqual([]);
    // Marks reach the user's other tabs: each one that changed something is pushed.
    expect(bob.pushed('notifications/changed')).toEqual([{ notifyPairs: [{ n: newest, c: h.fx.projects.community }] }, { notifyPairs: [] }]);
    expect(await h.ok(alice, 'act/markNotifications', { indexes: [oldest], asUnread: true })).toEqual({ notifyPairs: [] });
    expect(await h.ok(bob, 'act/markNotifications', { indexes: [oldest], asUnread: true })).toEqual({ notifyPairs: [{ n: oldest, c: h.fx.projects.protectedP }] });

    const unread = await h.ok<{ items: ItemJson[] }>(bob, 'act/fetchNotifications', { query: { must: [{ prop: '$id', kind: 'eq', value: `Notify-${oldest}` }] } });
    expect(unread.items.map((i) => i._i)).toEqual([oldest]);
    expect(await h.refusal(bob, 'act/markNotifications', { indexes: ['x'] })).toBe('badRequest');
  });
});
