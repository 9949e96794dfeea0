import { parseItemId } from '../../engine/ids';
import type { ReadHooks } from '../items/readHooks';
import type { ItemChange, ItemStore } from '../items/itemStore';
import type { ItemJson } from '../items/itemShape';
import type { PermissionService } from '../permissions/permissionService';
import type { Actor, Connection } from '../protocol/contract';
import type { SearchService } from '../search/searchService';
import type { WatchRegistry } from './watchRegistry';
import { changeSeqOfCreationEvent, type CreationEventReader } from '../notify/creationEventReader';
import { readableByFacts, type ReadFacts } from '../permissions/readFacts';

/** The push a watcher receives for a changed item (platform spec section 7, server pushes). */
export const ITEM_UPDATE_PUSH = 'item/update';

/**
 * Set on the pushed item when the socket's type watches of that type no longer match it (an update
 * moved it out of a search): lists drop the row, item caches keep the item without the marker.
 */
export const NO_MATCH_MARKER = '$noMatch';
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
  return JSON.stringify([actor.userId, actor.masqueradingAs ?? null, actor.admin, actor.readOrgs, actor.adminOrgs, actor.capabilities]);
}

export interface RealtimePublisherDeps {
  /** Per-type shaping of pushed items (plugin read hooks). */
  readHooks: ReadHooks;
  store: ItemStore;
  watches: WatchRegistry;
  permissions: PermissionService;
  search: SearchService;
  /** Creation Events without a row (answered from their change row): read-checked on the facts they carry. */
  creationEvents: Pick<CreationEventReader, 'readFacts'>;
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
      this.deps.store.onBeforeDelete((item) => this.deleteAudience.set(item.$id, this.readers(item, this.watchersOf(item._t, item.$id)))),
      this.deps.store.onChange((change) => this.publish(change)),
    );
  }

  stop(): void {
    this.unsubscribe.splice(0).forEach((off) => off());
  }

  /**
   * A change another node committed (server/cluster): pushed like a local one. The item is the
   * stored one, read after that node's commit.
   */
  publishRemote(op: 'create' | 'update', item: ItemJson): void {
    this.publish({ op, item, by: '' });
  }

  /**
   * A delete another node committed: the item is gone here too, so who could read it is decided by
   * `couldRead` over what that node captured before deleting (permissions/readFacts.ts).
   */
  publishRemoteDelete(id: string, u: number, couldRead: (actor: Connection['actor']) => boolean): void {
    const { type, index } = parseItemId(id);
    const verdicts = new Map<string, boolean>();
    for (const connection of this.watchersOf(type, id)) {
      if (!connection.canPush) continue;
      const key = actorKey(connection.actor);
      let readable = verdicts.get(key);
      if (readable === undefined) {
        readable = couldRead(connection.actor);
        verdicts.set(key, readable);
      }
      if (readable) connection.push(ITEM_UPDATE_PUSH, { item: { $id: id, _t: type, _i: index, _u: u, $deleted: true } });
    }
  }

  /**
   * The sockets whose actor may read the item: one read check per distinct actor, not per socket. A
   * creation Event without a row is checked on its read facts (the same rule, readFacts.ts).
   */
  private readers(item: ItemJson, connections: readonly Connection[]): Connection[] {
    const verdicts = new Map<string, boolean>();
    const rowless = changeSeqOfCreationEvent(item.$id) !== undefined;
    let facts: ReadFacts | undefined;
    return connections.filter((connection) => {
      if (!connection.canPush) return false;
      const key = actorKey(connection.actor);
      let readable = verdicts.get(key);
      if (readable === undefined) {
        if (rowless) facts ??= this.deps.creationEvents.readFacts(item);
        readable = facts ? readableByFacts(this.deps.permissions.viewerOf(connection.actor), facts) : this.deps.permissions.canRead(connection.actor, item.$id);
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
    for (const connection of this.readers(item, this.deps.watches.itemWatchers(item.$id))) targets.set(connection.id, connection);
    // Sockets with type watches of the item's type, and whether any of them still matches.
    const typeWatching = new Map<string, { connection: Connection; matched: boolean }>();
    for (const { connection, watch } of this.deps.watches.typeWatchers(item._t)) {
      if (!connection.canPush || typeWatching.get(connection.id)?.matched === true) continue;
      const query = { must: [{ kind: 'type' as const, value: watch.type }, ...watch.match] };
      // matches() applies the read predicate too: a non-reader's type watch never fires.
      typeWatching.set(connection.id, { connection, matched: this.matchesSafely(connection, item.$id, query) });
    }
    const unmatched: Connection[] = [];
    for (const { connection, matched } of typeWatching.values()) {
      if (matched) targets.set(connection.id, connection);
      // A new item that does not match was never in the watcher's list: nothing to drop.
      else if (change.op === 'update') unmatched.push(connection);
    }
    // Presented once per distinct reader: field-level read rules differ between readers.
    const presentedFor = new Map<string, ItemJson>();
    const present = (connection: Connection): ItemJson => {
      const key = actorKey(connection.actor);
      let presented = presentedFor.get(key);
      if (presented === undefined) {
        presented = this.deps.readHooks.present(item, connection.actor);
        presentedFor.set(key, presented);
      }
      return presented;
    };
    // Readers whose type watches the item no longer passes learn it with $noMatch, so their lists drop the row.
    const noMatch = new Set<string>();
    for (const connection of this.readers(item, unmatched)) {
      noMatch.add(connection.id);
      targets.set(connection.id, connection);
    }
    for (const connection of targets.values()) {
      const presented = present(connection);
      connection.push(ITEM_UPDATE_PUSH, { item: noMatch.has(connection.id) ? { ...presented, [NO_MATCH_MARKER]: true } : presented });
    }
  }

  /** Sockets watching the item itself or any type watch of its type (deletions reach both). */
  private watchersOf(type: string, id: string): Connection[] {
    const byId = new Map<string, Connection>();
    for (const connection of this.deps.watches.itemWatchers(id)) byId.set(connection.id, connection);
    for (const { connection } of this.deps.watches.typeWatchers(type)) byId.set(connection.id, connection);
    return [...byId.values()];
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
