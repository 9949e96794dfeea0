import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SYSTEM_WRITER } from '../items/itemStore';
import type { ItemChange } from '../items/itemStore';
import { adminActor, userActor } from '../items/testing/testActors';
import { RemoteChanges } from '../realtime/remoteChange';
import { settle, startTwoNodes, type TestNode } from './testing/twoNodes';

let a: TestNode;
let b: TestNode;
let close: () => Promise<void>;
beforeEach(async () => {
  ({ a, b, close } = await startTwoNodes());
});
afterEach(() => close());

const pushedItems = (pushes: unknown[]): Record<string, unknown>[] => pushes.map((body) => (body as { item: Record<string, unknown> }).item);

describe('delivery across nodes from the outbox', () => {
  it('push a write on A to watchers on B once, and to A\'s own watchers once (not again from the outbox)', async () => {
    const onA = a.connect(adminActor());
    const onB = b.connect(adminActor());
    a.services.watches.addType(onA, 'Project', []);
    b.services.watches.addType(onB, 'Project', []);
    const project = a.services.store.create('Project', { name: 'From A', status: 'OPEN' }, SYSTEM_WRITER, { access: 'COMMUNITY' });
    await settle();
    expect(pushedItems(onB.pushed('item/update'))).toEqual([expect.objectContaining({ $id: project.$id, name: 'From A', _u: 1 })]);
    expect(onA.pushed('item/update')).toHaveLength(1);
    await settle();
    expect(onA.pushed('item/update')).toHaveLength(1);
    expect(onB.pushed('item/update')).toHaveLength(1);
    expect(b.cluster.delivered()).toBe(a.cluster.outbox.lastSeq());
  });

  it('deliver in sequence order; a version superseded before B read it is pushed as the newer one only', async () => {
    const onB = b.connect(adminActor());
    b.services.watches.addType(onB, 'Project', []);
    const first = a.services.store.create('Project', { name: 'One' }, SYSTEM_WRITER);
    const second = a.services.store.create('Project', { name: 'Two' }, SYSTEM_WRITER);
    a.services.store.update(first.$id, { name: 'One, renamed' }, 1, SYSTEM_WRITER);
    await settle();
    expect(pushedItems(onB.pushed('item/update')).map((item) => [item.$id, item._u])).toEqual([
      [second.$id, 1],
      [first.$id, 2],
    ]);
  });

  it('tell B\'s watchers of a delete on A only when they could read the item', async () => {
    const org = a.services.store.create('Organization', { name: 'Owner' }, SYSTEM_WRITER);
    const secret = a.services.store.create('Project', { name: 'Secret', owner: org.$id }, SYSTEM_WRITER, { access: 'PRIVATE' });
    await settle();
    const member = b.connect(userActor('User-7', { read: [org.$id] }));
    const stranger = b.connect(userActor('User-8'));
    for (const socket of [member, stranger]) b.services.watches.addItem(socket, secret.$id);
    a.services.store.delete(secret.$id, 1, SYSTEM_WRITER);
    await settle();
    expect(member.pushed('item/update')).toEqual([{ item: { $id: secret.$id, _t: 'Project', _i: secret._i, _u: 2, $deleted: true } }]);
    expect(stranger.pushes).toEqual([]);
  });

  it('relay pushes to a user, broadcasts and sign-outs to the other node\'s sockets', async () => {
    const userOnB = b.connect(userActor('User-5'), 'jti-1');
    const otherOnB = b.connect(userActor('User-6'), 'jti-2');
    let reloaded = 0;
    b.cluster.beforeRelayedBroadcast('registry/changed', () => (reloaded += 1));
    a.hub.pushToUser('User-5', 'item/notify', { n: 1 });
    a.hub.broadcast('registry/changed', { hash: 'h' });
    a.hub.broadcast('filtered', {}, () => true);
    a.hub.closeByJti('jti-1', 4000, 'signedout');
    await settle();
    expect(userOnB.pushes).toEqual([
      { o: 'item/notify', b: { n: 1 } },
      { o: 'registry/changed', b: { hash: 'h' } },
    ]);
    expect(otherOnB.pushes).toEqual([{ o: 'registry/changed', b: { hash: 'h' } }]);
    expect(reloaded).toBe(1);
    expect(userOnB.closedWith).toEqual({ code: 4000, reason: 'signedout' });
    expect(otherOnB.closedWith).toBeNull();
  });

  it('relay task progress to the owner\'s sockets on the other node', async () => {
    const ownerOnB = b.connect(userActor('User-5'));
    const task = a.services.tasks.start({ owner: 'User-5' }, (context) => {
      context.progress(50);
      return Promise.resolve('/result');
    });
    await a.services.tasks.settled(task.key);
    await settle();
    expect(ownerOnB.pushes).toEqual([
      { o: 'taskUpdate', b: { key: task.key, percentageComplete: 50 } },
      { o: 'taskComplete', b: { key: task.key, resultURI: '/result' } },
    ]);
  });

  it('answer a task running on A on B, and kill it from B (owner or administrator only)', async () => {
    let steps = 0;
    const task = a.services.tasks.start({ owner: 'User-5' }, async (context) => {
      context.progress(10);
      for (;;) {
        context.checkCancelled();
        steps += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    });
    await settle();
    expect(b.services.tasks.get(task.key)).toMatchObject({ key: task.key, percentageComplete: 10, done: false });
    expect(b.services.tasks.mayKill(task.key, userActor('User-6'))).toBe(false);
    expect(b.services.tasks.mayKill(task.key, userActor('User-5'))).toBe(true);
    expect(b.services.tasks.mayKill(task.key, adminActor())).toBe(true);
    expect(b.services.tasks.kill(task.key)).toBe(true);
    expect(await a.services.tasks.settled(task.key)).toMatchObject({ done: true, errorKey: 'taskKilled' });
    expect(steps).toBeGreaterThan(0);
    expect(b.services.tasks.get(task.key)).toMatchObject({ done: true, errorKey: 'taskKilled' });
    // Done: nothing left to kill, on either node.
    expect(b.services.tasks.kill(task.key)).toBe(false);
    expect(b.services.tasks.get('no-such-task')).toBeUndefined();
  });

  it('hand other nodes\' changes to caches as store changes: the stored item, and a deleted one as it was', async () => {
    const remote = new RemoteChanges(b.db, b.services.store);
    const heard: ItemChange[] = [];
    b.cluster.onRemoteItem((change) => {
      const asChange = remote.asItemChange(change);
      if (asChange) heard.push(asChange);
    });
    const project = a.services.store.create('Project', { name: 'Cached', status: 'OPEN' }, SYSTEM_WRITER, { access: 'PROTECTED' });
    await settle();
    a.services.store.update(project.$id, { name: 'Cached, renamed' }, 1, SYSTEM_WRITER);
    a.services.store.delete(project.$id, 2, SYSTEM_WRITER);
    await settle();
    // The update was superseded by the delete before B read it: only the delete is told.
    expect(heard.map((change) => [change.op, change.item._u])).toEqual([
      ['create', 1],
      ['delete', 2],
    ]);
    expect(heard[1]?.item).toEqual({ ...project, name: 'Cached, renamed', _u: 2 });
  });

  it('see a write of another node in a search at once (the index catches up from the feed)', async () => {
    const admin = adminActor();
    const project = a.services.store.create('Project', { name: 'Searchable on B' }, SYSTEM_WRITER);
    const found = b.services.search.search(admin, { must: [{ kind: 'type', value: 'Project' }, { prop: 'name', kind: 'eq', value: 'Searchable on B' }] });
    expect(found.ids).toEqual([project.$id]);
  });
});
