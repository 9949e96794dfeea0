import type { ClusterNode, RemoteItemChange } from '../cluster/clusterNode';
import { SharedTasks } from '../cluster/sharedTasks';
import type { ItemServices } from '../items/itemServices';
import { LOV_VALUE_TYPE } from '../lovs/lovValueRecord';
import { readableByFacts, ReadFactsReader, type ReadFacts } from '../permissions/readFacts';
import type { RealtimePublisher } from './realtimePublisher';

function isReadFacts(value: unknown): value is ReadFacts {
  return typeof value === 'object' && value !== null && 'access' in value && 'createdBy' in value && 'roles' in value && 'grantees' in value;
}

/**
 * Connects the item services of one node to the others (server/realtime/README.md "Across nodes"):
 * own writes are marked so their outbox rows are not delivered twice, deletes leave the read facts
 * the other nodes need, and item changes of the other nodes reach this node's watchers and caches.
 * Task progress is relayed to the task owner's sockets on the other nodes; a task's state is shared
 * and it may be killed from any node.
 * The search index needs nothing here: it catches up from item_changes at each search.
 */
export function deliverAcrossNodes(cluster: ClusterNode, services: ItemServices, publisher: RealtimePublisher): () => void {
  const { store, permissions, lovValues } = services;
  const facts = new ReadFactsReader(store.db);
  const offOwn = store.onChange((change) => cluster.noteOwnItemWrite(change.item.$id, change.op === 'delete' ? change.item._u + 1 : change.item._u));
  // After each commit (the ItemStore tells batch listeners after the per-change ones).
  const offAnnounce = store.onChanges(() => cluster.announceCommit());
  const offGone = store.onBeforeDelete((item) => {
    const captured = facts.read(item.$id);
    if (captured) cluster.recordGone(item.$id, captured);
  });
  // Task progress reaches the owner's sockets on the other nodes (the task itself runs here).
  const offTasks = services.tasks.onPush((owner, o, b) => cluster.relay({ kind: 'pushToUser', userId: owner, o, b }));
  // activeTask/{key} and killTask on any node: task states in the store, kills as commands.
  const shared = new SharedTasks(store.db, cluster.nodeId, (key) => cluster.command('killTask', { key }));
  const offTaskState = services.tasks.onState((state, owner) => shared.record(state, owner));
  services.tasks.setElsewhere(shared);
  const offKill = cluster.onCommand('killTask', ({ key }) => {
    if (typeof key === 'string') services.tasks.killHere(key);
  });
  const offRemote = cluster.onRemoteItem((change: RemoteItemChange) => {
    if (change.id.startsWith(`${LOV_VALUE_TYPE}-`)) lovValues.forget();
    if (change.op === 'delete') {
      const gone = change.gone;
      // Without the facts (pruned, or written by a build without them) nobody is told: never a leak.
      if (isReadFacts(gone)) publisher.publishRemoteDelete(change.id, change.u, (actor) => readableByFacts(permissions.viewerOf(actor), gone));
      return;
    }
    const item = store.get(change.id);
    // A later version (or the delete) has its own row further on: that one is pushed.
    if (item?._u === change.u) publisher.publishRemote(change.op, item);
  });
  return () => {
    offOwn();
    offAnnounce();
    offGone();
    offRemote();
    offTasks();
    offTaskState();
    offKill();
    services.tasks.setElsewhere(null);
  };
}
