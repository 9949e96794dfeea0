import type { ItemChange, ItemStore } from '../items/itemStore';
import type { ItemJson } from '../items/itemShape';
import { presentNotify } from '../notify/presentNotify';
import type { PermissionService } from '../permissions/permissionService';
import type { Actor, Connection } from '../protocol/contract';
import type { SearchService } from '../search/searchService';
import type { WatchRegistry } from './watchRegistry';

/** The push a watcher receives for a changed item (platform spec section 7, server pushes). */
export const ITEM_UPDATE_PUSH = 'item/update';

/** What a deleted item's watchers receive: the id, and that it is gone. */
export function deletedItemStub(item: ItemJson): Record<string, unknown> {
  return { $id: item.$id, _t: item._t, _i: item._i, _u: item._u + 1, $deleted: true };
}

/**
 * Identifies what a read check depends on: the user (and who masquerades as it), the admin flag and
 * the organizations, so two sockets share a verdict only when their actors read alike.
 */
function actorKey(actor: Actor | null): string {
  if (actor === null) return 'anonymous';
  return JSON.stringify([actor.userId, actor.masqueradingAs ?? null, actor.admin, actor.readOrgs, actor.adminOrgs]);
}

export interface RealtimePublisherDeps {
  store: ItemStore;
  watches: WatchRegistry;
  permissions: PermissionService;
  search: SearchService;
}

/**
 * Turns committed writes into item/update pushes: to every socket watching the item and to every
 * type watch whose match filter the item passes, each only when the socket's actor may read the
 * item (the same SQL read predicate as search). A socket gets one push per change.
 */
export class RealtimePublisher {
  /** Sockets that could read an item just before its delete, by item id. */
  private readonly deleteAudience = new Map<string, Connection[]>();
  private readonly unsubscribe: (() => void)[] = [];

  constructor(private readonly deps: RealtimePublisherDeps) {}

  start(): void {
    this.unsubscribe.push(
      this.deps.store.onBeforeDelete((item) => this.deleteAudience.set(item.$id, this.readers(item.$id, this.deps.watches.itemWatchers(item.$id)))),
      this.deps.store.onChange((change) => this.publish(change)),
    );
  }

  stop(): void {
    this.unsubscribe.splice(0).forEach((off) => off());
  }

  /** The sockets whose actor may read the item: one read check per distinct actor, not per socket. */
  private readers(id: string, connections: readonly Connection[]): Connection[] {
    const verdicts = new Map<string, boolean>();
    return connections.filter((connection) => {
      if (!connection.canPush) return false;
      const key = actorKey(connection.actor);
      let readable = verdicts.get(key);
      if (readable === undefined) {
        readable = this.deps.permissions.canRead(connection.actor, id);
        verdicts.set(key, readable);
      }
      return readable;
    });
  }

  private publish(change: ItemChange): void {
    const { item } = change;
    if (change.op === 'delete') {
      const audience = this.deleteAudience.get(item.$id) ?? [];
      this.deleteAudience.delete(item.$id);
      for (const connection of audience) connection.push(ITEM_UPDATE_PUSH, { item: deletedItemStub(item) });
      return;
    }
    const targets = new Map<string, Connection>();
    for (const connection of this.readers(item.$id, this.deps.watches.itemWatchers(item.$id))) targets.set(connection.id, connection);
    for (const { connection, watch } of this.deps.watches.typeWatchers(item._t)) {
      if (targets.has(connection.id) || !connection.canPush) continue;
      const query = { must: [{ kind: 'type' as const, value: watch.type }, ...watch.match] };
      // matches() applies the read predicate too: a non-reader's type watch never fires.
      if (this.matchesSafely(connection, item.$id, query)) targets.set(connection.id, connection);
    }
    const presented = presentNotify(item);
    for (const connection of targets.values()) connection.push(ITEM_UPDATE_PUSH, { item: presented });
  }

  /** A filter checked when the watch was added may name a field a later registry dropped: no match then. */
  private matchesSafely(connection: Connection, id: string, query: Parameters<SearchService['matches']>[2]): boolean {
    try {
      return this.deps.search.matches(connection.actor, id, query);
    } catch {
      return false;
    }
  }
}
