import { useEffect, useRef, useSyncExternalStore } from 'react';
import { LocalEditStore, type EditMap } from '../../localEdits/localEditStore';
import type { CellGate } from '../services/engineServices';
import { useEngine } from '../services/EngineContext';

/** One store per storage key for the page's life: every view of the same edits shares it. */
const stores = new Map<string, LocalEditStore>();

/** The browser's localStorage, or nothing where there is none (server rendering, refused access). */
function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The shared store of unsaved edits of a type (kept in localStorage under `vgn.localEdits.{type}`). */
export function localEditStore(type: string): LocalEditStore {
  const key = `vgn.localEdits.${type}`;
  let store = stores.get(key);
  if (!store) {
    store = new LocalEditStore(browserStorage(), key);
    stores.set(key, store);
  }
  return store;
}

export interface LocalEdits {
  store: LocalEditStore;
  edits: EditMap;
  /** Number of items with unsaved edits. */
  unsaved: number;
}

/**
 * Unsaved edits of a type for a view (any type may use them; GeoKeeper field data does). While
 * edits are unsaved the browser asks before the page unloads, and closing the view's cell is
 * refused: `onCloseBlocked` is called so the view can say why (its warning message).
 */
export function useLocalEdits(type: string, cellKey: string, onCloseBlocked?: () => void): LocalEdits {
  const store = localEditStore(type);
  const edits = useSyncExternalStore(
    (listener) => store.subscribe(listener),
    () => store.snapshot(),
  );
  const unsaved = Object.keys(edits).length;
  const engine = useEngine();
  const blocked = useRef(onCloseBlocked);
  useEffect(() => {
    blocked.current = onCloseBlocked;
  });

  useEffect(() => {
    if (unsaved === 0) return undefined;
    const ask = (event: BeforeUnloadEvent): void => {
      // The browser shows its own question; the text cannot be chosen any more.
      event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  useEffect(() => {
    const gate: CellGate = (action) => {
      if (action !== 'CLOSE' || store.count() === 0) return true;
      blocked.current?.();
      return false;
    };
    return engine.addCellGate?.(cellKey, gate);
  }, [engine, cellKey, store]);

  return { store, edits, unsaved };
}
