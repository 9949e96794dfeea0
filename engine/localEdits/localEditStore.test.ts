import { describe, expect, it } from 'vitest';
import { LocalEditStore, type EditStorage } from './localEditStore';

function memoryStorage(): EditStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value), removeItem: (key) => void data.delete(key) };
}

describe('LocalEditStore', () => {
  it('keeps edits per item and property across a reload, and setting a value back removes its edit', () => {
    const storage = memoryStorage();
    const store = new LocalEditStore(storage, 'edits');
    store.set('A-1', 3, 'label', 'New', 'Old');
    store.set('A-1', 3, 'state', 'ARCHIVED', 'ACTIVE');
    store.set('A-2', 7, 'label', 'Other', 'Was');
    const reloaded = new LocalEditStore(storage, 'edits');
    expect(reloaded.snapshot()).toEqual({ 'A-1': { baseU: 3, fields: { label: 'New', state: 'ARCHIVED' } }, 'A-2': { baseU: 7, fields: { label: 'Other' } } });
    reloaded.set('A-1', 3, 'label', 'Old', 'Old');
    reloaded.set('A-1', 3, 'state', undefined, 'ACTIVE');
    expect(reloaded.count()).toBe(1);
    reloaded.discard();
    expect(storage.data.size).toBe(0);
  });

  it('keeps conflicting edits out of the save until resolved, then bases them on the server version', () => {
    const store = new LocalEditStore(undefined, 'edits');
    store.set('A-1', 3, 'label', 'Mine', 'Old');
    store.set('A-2', 5, 'label', 'Fine', 'Old');
    store.markConflicts({ 'A-1': { reason: 'changed', serverU: 4 } });
    expect(store.payload()).toEqual({ 'A-2': { _u: 5, label: 'Fine' } });
    store.discard(['A-2']);
    store.rebase('A-1', 4);
    expect(store.payload()).toEqual({ 'A-1': { _u: 4, label: 'Mine' } });
  });

  it('survives a damaged entry', () => {
    const storage = memoryStorage();
    storage.setItem('edits', '{not json');
    expect(new LocalEditStore(storage, 'edits').count()).toBe(0);
  });
});
