import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../log';
import { SYSTEM_WRITER } from '../items/itemStore';
import { createTestKit, type TestKit } from '../items/testing/testKit';
import { PushHub } from '../protocol/pushHub';
import { InProcessAnnouncer } from './announcer';
import { ClusterNode } from './clusterNode';

let kit: TestKit | undefined;
afterEach(() => kit?.close());

const itemRows = (k: TestKit): { item_id: string; u: number; payload: string }[] =>
  k.db.prepare<[], { item_id: string; u: number; payload: string }>("SELECT item_id, u, payload FROM outbox WHERE kind = 'item' ORDER BY seq").all();

describe('the outbox item feed', () => {
  it('writes no outbox row per item change on a single node, and one per change once a cluster node started', async () => {
    kit = createTestKit();
    const alone = kit.store.create('Project', { name: 'Alone' }, SYSTEM_WRITER);
    expect(itemRows(kit)).toEqual([]);
    const node = new ClusterNode(kit.db, 'A', new PushHub(), new InProcessAnnouncer(), createLogger('silent'));
    await node.start();
    const shared = kit.store.create('Project', { name: 'Shared' }, SYSTEM_WRITER);
    kit.store.update(shared.$id, { name: 'Shared, renamed' }, 1, SYSTEM_WRITER);
    kit.store.createMany('Project', [{ fields: { name: 'Bulk 1' } }, { fields: { name: 'Bulk 2' } }], SYSTEM_WRITER);
    // A second node starting on the same store keeps the one trigger (no duplicate rows).
    const second = new ClusterNode(kit.db, 'B', new PushHub(), new InProcessAnnouncer(), createLogger('silent'));
    kit.store.delete(alone.$id, 1, SYSTEM_WRITER);
    expect(itemRows(kit)).toEqual([
      { item_id: shared.$id, u: 1, payload: 'create' },
      { item_id: shared.$id, u: 2, payload: 'update' },
      { item_id: 'Project-3', u: 1, payload: 'create' },
      { item_id: 'Project-4', u: 1, payload: 'create' },
      { item_id: alone.$id, u: 2, payload: 'delete' },
    ]);
    await node.stop();
    await second.stop();
  });
});
