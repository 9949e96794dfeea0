import type { ItemBase } from '../../generated/item-base';
import type { Api } from './apiContract';

/**
 * An item as the server sends it (system fields of generated/item-base.ts, then its type's
 * fields): at least its id, the rest read defensively; _u counts its updates.
 */
export interface CachedItem extends Pick<ItemBase, '$id'>, Partial<Pick<ItemBase, '_t' | '_i' | '_u'>> {
  /** Created: timestamp and creator id. */
  _c?: Partial<ItemBase['_c']>;
  /** Labels of the related items the reader may read (read/{id} only). */
  $labels?: ItemBase['$labels'];
  /** The reader's notification preference (NIL, DEFAULT, PREFS, ALWAYS, NEVER) when the type notifies. */
  $notify?: unknown;
  $hideNotify?: unknown;
  $access?: ItemBase['$access'];
  /** Set on the item/update push of a deleted item. */
  $deleted?: boolean;
  /** Set on an item/update push when the socket's type watches no longer match the item (search lists drop it). */
  $noMatch?: boolean;
  [field: string]: unknown;
}

export type ItemListener = (item: CachedItem) => void;

export interface ItemCacheDeps {
  api: { send(o: string, b?: unknown): Promise<unknown>; onPush: Api['onPush'] };
  /** Watches only mean something on a live socket (HTTP requests cannot receive pushes). */
  canWatch(): boolean;
  log?: { warn(...data: unknown[]): void };
}

/** Pushes carrying a changed item (spec §7 "Server pushes"). */
export const ITEM_PUSHES: readonly string[] = ['item/update', 'itemUpdated'];

export function asCachedItem(value: unknown): CachedItem | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  if (typeof record.$id === 'string') return record as CachedItem;
  // Pushes may wrap the item: { item: {...} }.
  return 'item' in record ? asCachedItem(record.item) : null;
}

/** Members read/{id} adds to an item that pushes do not repeat. */
const DECORATIONS: readonly string[] = ['$labels', '$notify', '$hideNotify'];

function decorationsOf(item: CachedItem): Record<string, unknown> {
  return Object.fromEntries(DECORATIONS.filter((key) => key in item).map((key) => [key, item[key]]));
}

/**
 * Items read by the client, with watch counting: the first watcher of an id sends
 * addWatch/{id}/{_u}, the last one to leave sends removeWatch/{id}; item/update pushes refresh the
 * cache and notify the watchers. Cleared on session reset (spec §4).
 */
export class ItemCache {
  private readonly items = new Map<string, CachedItem>();
  private readonly watchers = new Map<string, Set<ItemListener>>();
  private readonly reads = new Map<string, Promise<CachedItem>>();
  /** Ids the server was told to watch on the current socket. */
  private readonly announced = new Set<string>();
  /** Bumped by clear(): unsubscribe functions and reads of an earlier session become no-ops. */
  private generation = 0;

  constructor(private readonly deps: ItemCacheDeps) {
    for (const o of ITEM_PUSHES) deps.api.onPush(o, (body) => this.applyUpdate(body));
  }

  cached(id: string): CachedItem | undefined {
    return this.items.get(id);
  }

  watchCount(id: string): number {
    return this.watchers.get(id)?.size ?? 0;
  }

  /** The item from the cache, or read/{id} from the server (one request for concurrent readers). */
  readItem(id: string, options: { refresh?: boolean } = {}): Promise<CachedItem> {
    const hit = this.items.get(id);
    if (hit && !options.refresh) return Promise.resolve(hit);
    const running = this.reads.get(id);
    if (running) return running;
    const generation = this.generation;
    const read = this.deps.api.send(`read/${id}`).then(
      (reply) => {
        const item = asCachedItem(reply);
        if (!item) throw new Error(`read/${id} answered without an item`);
        if (generation === this.generation) {
          this.reads.delete(id);
          this.store(item);
        }
        return item;
      },
      (error: unknown) => {
        if (generation === this.generation) this.reads.delete(id);
        throw error;
      },
    );
    this.reads.set(id, read);
    return read;
  }

  /**
   * Calls `listener` with the item now (when cached) or once read, and on every update.
   * Returns the unsubscribe function.
   */
  watchItem(id: string, listener: ItemListener): () => void {
    const generation = this.generation;
    let listeners = this.watchers.get(id);
    if (!listeners) {
      listeners = new Set();
      this.watchers.set(id, listeners);
    }
    listeners.add(listener);
    const hit = this.items.get(id);
    if (hit) {
      listener(hit);
      this.announce(id);
    } else {
      // Read first, so addWatch carries the _u the client has and the server pushes only newer ones.
      this.readItem(id).then(
        (item) => {
          if (generation !== this.generation || !this.watchers.get(id)?.has(listener)) return;
          listener(item);
          this.announce(id);
        },
        (error: unknown) => this.deps.log?.warn(`Reading ${id} for a watch failed.`, error),
      );
    }
    let active = true;
    return () => {
      if (!active || generation !== this.generation) return;
      active = false;
      const current = this.watchers.get(id);
      if (!current?.delete(listener) || current.size > 0) return;
      this.watchers.delete(id);
      if (this.announced.delete(id) && this.deps.canWatch()) this.fire(`removeWatch/${id}`);
    };
  }

  /** A changed item from a push (or a save): newer _u wins; watchers hear about it. */
  applyUpdate(body: unknown): void {
    const pushed = asCachedItem(body);
    if (!pushed) return;
    // $noMatch speaks about the socket's search lists, not about the item: the cache keeps the item without it.
    const { $noMatch: _listMarker, ...item } = pushed;
    const known = this.items.get(item.$id);
    if (known?._u !== undefined && item._u !== undefined && item._u < known._u) return;
    // Pushes carry the bare item; keep the read-time decorations ($labels, $notify) it lacks.
    const merged: CachedItem = known ? { ...decorationsOf(known), ...item } : item;
    this.store(merged);
    for (const listener of [...(this.watchers.get(item.$id) ?? [])]) listener(merged);
  }

  /** The socket (re)connected: watches live per socket, so tell the server again. */
  resendWatches(): void {
    this.announced.clear();
    for (const id of this.watchers.keys()) this.announce(id);
  }

  /** Session reset: forget every item, watcher and pending read. */
  clear(): void {
    this.generation += 1;
    this.items.clear();
    this.watchers.clear();
    this.reads.clear();
    this.announced.clear();
  }

  private store(item: CachedItem): void {
    this.items.set(item.$id, item);
  }

  /** addWatch/{id}/{_u} once per id and socket, when the socket can carry pushes. */
  private announce(id: string): void {
    if (this.announced.has(id) || !this.watchers.has(id) || !this.deps.canWatch()) return;
    this.announced.add(id);
    const u = this.items.get(id)?._u;
    const o = u === undefined ? `addWatch/${id}` : `addWatch/${id}/${u}`;
    const generation = this.generation;
    // The reply is { item } when the server holds a newer _u (changes missed while disconnected), else {}.
    this.deps.api.send(o).then(
      (reply) => {
        if (generation === this.generation) this.applyUpdate(reply);
      },
      (error: unknown) => this.deps.log?.warn(`${o} failed.`, error),
    );
  }

  private fire(o: string): void {
    this.deps.api.send(o).catch((error: unknown) => this.deps.log?.warn(`${o} failed.`, error));
  }
}
