import type { CellChrome } from './cellTypes';

type Listener = () => void;

function shallowEqual(a: CellChrome, b: CellChrome): boolean {
  const keys = Object.keys(a) as (keyof CellChrome)[];
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

/**
 * What each open cell's view said about its chrome (title, icon, controls ...), by cell key. A
 * plain external store rather than valtio: controls hold React elements, which must not be proxied.
 */
class CellChromeStore {
  private chromes = new Map<string, CellChrome>();
  private listeners = new Set<Listener>();
  /** Bumped on every change: a snapshot value for components that read several cells at once. */
  private changes = 0;

  get version(): number {
    return this.changes;
  }

  get(key: string): CellChrome | undefined {
    return this.chromes.get(key);
  }

  /** Merges the given parts into the cell's chrome; a part set to undefined is removed. */
  set(key: string, parts: CellChrome): void {
    const current = this.chromes.get(key);
    const merged: CellChrome = { ...current, ...parts };
    for (const name of Object.keys(merged) as (keyof CellChrome)[]) if (merged[name] === undefined) delete merged[name];
    // Views set their chrome after every render: only a real change may wake the toolbar.
    if (current !== undefined && shallowEqual(current, merged)) return;
    this.chromes.set(key, merged);
    this.emit();
  }

  clear(key: string): void {
    if (this.chromes.delete(key)) this.emit();
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private emit(): void {
    this.changes++;
    for (const listener of this.listeners) listener();
  }
}

export const cellChromeStore = new CellChromeStore();
