import type { Connection } from '../protocol/contract';
import type { Filter } from '../search/searchRequest';

/** A watch on every item of a type passing a match filter (addWatch/{type}-0). */
export interface TypeWatch {
  handle: number;
  type: string;
  match: Filter[];
}

interface ConnectionWatches {
  connection: Connection;
  items: Set<string>;
  types: Map<number, TypeWatch>;
  nextHandle: number;
}

/** Bounds per socket, so one client cannot make every write fan out without limit. */
export const MAX_ITEM_WATCHES = 20_000;
export const MAX_TYPE_WATCHES = 200;

/** Which socket watches which item or type. Holds no item data; pushes re-check permissions. */
export class WatchRegistry {
  private readonly byConnection = new Map<string, ConnectionWatches>();
  private readonly byItem = new Map<string, Set<string>>();

  private entry(connection: Connection): ConnectionWatches {
    let watches = this.byConnection.get(connection.id);
    if (!watches) {
      watches = { connection, items: new Set(), types: new Map(), nextHandle: 1 };
      this.byConnection.set(connection.id, watches);
    }
    return watches;
  }

  /** False when the socket already holds the most item watches allowed. */
  addItem(connection: Connection, id: string): boolean {
    const watches = this.entry(connection);
    if (!watches.items.has(id) && watches.items.size >= MAX_ITEM_WATCHES) return false;
    watches.items.add(id);
    let sockets = this.byItem.get(id);
    if (!sockets) {
      sockets = new Set();
      this.byItem.set(id, sockets);
    }
    sockets.add(connection.id);
    return true;
  }

  removeItem(connection: Connection, id: string): void {
    this.byConnection.get(connection.id)?.items.delete(id);
    const sockets = this.byItem.get(id);
    sockets?.delete(connection.id);
    if (sockets?.size === 0) this.byItem.delete(id);
  }

  /** Returns the watch's handle (the {count} of removeWatch/{type}-0/{count}), or undefined when over the limit. */
  addType(connection: Connection, type: string, match: Filter[]): number | undefined {
    const watches = this.entry(connection);
    if (watches.types.size >= MAX_TYPE_WATCHES) return undefined;
    const handle = watches.nextHandle++;
    watches.types.set(handle, { handle, type, match });
    return handle;
  }

  removeType(connection: Connection, type: string, handle: number): boolean {
    const watches = this.byConnection.get(connection.id);
    const watch = watches?.types.get(handle);
    if (!watches || watch?.type !== type) return false;
    return watches.types.delete(handle);
  }

  /** Forgets every watch of a socket (closed, or signed in as someone else). */
  dropConnection(connectionId: string): void {
    const watches = this.byConnection.get(connectionId);
    if (!watches) return;
    for (const id of watches.items) this.removeItem(watches.connection, id);
    this.byConnection.delete(connectionId);
  }

  itemWatchers(id: string): Connection[] {
    return [...(this.byItem.get(id) ?? [])].flatMap((connectionId) => {
      const connection = this.byConnection.get(connectionId)?.connection;
      return connection ? [connection] : [];
    });
  }

  typeWatchers(type: string): { connection: Connection; watch: TypeWatch }[] {
    const result: { connection: Connection; watch: TypeWatch }[] = [];
    for (const { connection, types } of this.byConnection.values()) {
      for (const watch of types.values()) if (watch.type === type) result.push({ connection, watch });
    }
    return result;
  }

  /** Counts for diagnostics and tests. */
  countFor(connectionId: string): { items: number; types: number } {
    const watches = this.byConnection.get(connectionId);
    return { items: watches?.items.size ?? 0, types: watches?.types.size ?? 0 };
  }
}
