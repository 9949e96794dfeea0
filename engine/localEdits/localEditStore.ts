/**
 * Unsaved edits of items kept in the browser (business spec §4 "Unsaved edits are kept per item
 * and property"): any type may use it. Each item's edits remember the `_u` they were made on, so
 * a save can tell an item someone else changed meanwhile; a conflict stays with its edits until
 * the user resolves it. Everything is written through to a Storage (localStorage), so edits
 * survive a reload and a lost connection.
 */

/** The part of the Web Storage API the store needs (localStorage, or a stand-in in Node tests). */
export interface EditStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface ItemEdits {
  /** The `_u` of the item the edits were made on. */
  baseU: number;
  /** Changed properties by path (editPath.ts: `label`, or `formData/species` for one answer) and their new values. */
  fields: Record<string, unknown>;
  /** Set when a save found the item changed (or gone) on the server: the edits wait for the user. */
  conflict?: { reason: 'changed' | 'gone'; serverU?: number };
}

export type EditMap = Readonly<Record<string, ItemEdits>>;

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export class LocalEditStore {
  private edits: Record<string, ItemEdits>;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly storage: EditStorage | undefined,
    private readonly key: string,
  ) {
    this.edits = LocalEditStore.load(storage, key);
  }

  private static load(storage: EditStorage | undefined, key: string): Record<string, ItemEdits> {
    try {
      const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '{}');
      return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, ItemEdits>) : {};
    } catch {
      // A damaged entry must not break the page; it holds nothing that can be read back.
      return {};
    }
  }

  /** The current edits (a new object after every change, for React's useSyncExternalStore). */
  snapshot(): EditMap {
    return this.edits;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** How many items have unsaved edits. */
  count(): number {
    return Object.keys(this.edits).length;
  }

  /**
   * Records `value` for the property at `property` (a path, editPath.ts) of item `id` as loaded
   * at `baseU`. Setting it back to the stored value (`original`), or to undefined, removes the
   * edit; an item without edits left is no longer unsaved.
   */
  set(id: string, baseU: number, property: string, value: unknown, original: unknown): void {
    const current = this.edits[id];
    const fields = { ...(current?.fields ?? {}) };
    if (value === undefined || same(value, original)) delete fields[property];
    else fields[property] = value;
    const next = { ...this.edits };
    if (Object.keys(fields).length === 0) delete next[id];
    else next[id] = { ...current, baseU: current?.baseU ?? baseU, fields };
    this.commit(next);
  }

  /** Drops the edits of the given items (all when none are named). */
  discard(ids?: readonly string[]): void {
    if (!ids) return this.commit({});
    const next = { ...this.edits };
    for (const id of ids) delete next[id];
    this.commit(next);
  }

  /** Marks items whose save was refused as changed or gone meanwhile; their edits stay. */
  markConflicts(conflicts: Readonly<Record<string, { reason: 'changed' | 'gone'; serverU?: number }>>): void {
    const next = { ...this.edits };
    for (const [id, conflict] of Object.entries(conflicts)) {
      const edits = next[id];
      if (edits) next[id] = { ...edits, conflict };
    }
    this.commit(next);
  }

  /** Keeps my edits over the other change: they are now based on the server's version and will overwrite it on the next save. */
  rebase(id: string, serverU: number): void {
    const edits = this.edits[id];
    if (!edits) return;
    const { conflict: _resolved, ...rest } = edits;
    this.commit({ ...this.edits, [id]: { ...rest, baseU: serverU } });
  }

  /**
   * The save payload of applyGeoKeeperFieldDataEdits-like operations: `{ [id]: { _u, ...edits } }`
   * of the items without conflicts, each edit under its path (the server lays nested ones over
   * the item with editPath.ts's changedProperties).
   */
  payload(): Record<string, Record<string, unknown>> {
    const body: Record<string, Record<string, unknown>> = {};
    for (const [id, edits] of Object.entries(this.edits)) {
      if (edits.conflict) continue;
      body[id] = { _u: edits.baseU, ...Object.fromEntries(Object.entries(edits.fields).map(([key, value]) => [key, value === undefined ? null : value])) };
    }
    return body;
  }

  private commit(next: Record<string, ItemEdits>): void {
    this.edits = next;
    try {
      if (Object.keys(next).length === 0) this.storage?.removeItem(this.key);
      else this.storage?.setItem(this.key, JSON.stringify(next));
    } catch {
      // Storage full or refused (private mode): the edits stay in memory for this page.
    }
    for (const listener of this.listeners) listener();
  }
}
