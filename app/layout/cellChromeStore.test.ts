import { describe, expect, it } from 'vitest';
import { cellChromeStore } from './cellChromeStore';
import { addGate, requestClose, saveCell } from './gateRegistry';

describe('cellChromeStore', () => {
  it('merges parts, drops undefined ones and only notifies on change', () => {
    let calls = 0;
    const stop = cellChromeStore.subscribe(() => calls++);
    cellChromeStore.set('i-User-1', { title: 'Ada', icon: 'person' });
    cellChromeStore.set('i-User-1', { title: 'Ada' });
    expect(calls).toBe(1);
    cellChromeStore.set('i-User-1', { icon: undefined });
    expect(cellChromeStore.get('i-User-1')).toEqual({ title: 'Ada' });
    cellChromeStore.clear('i-User-1');
    expect(cellChromeStore.get('i-User-1')).toBeUndefined();
    expect(calls).toBe(3);
    stop();
  });
});

describe('gate registry', () => {
  it('asks the gates of every closing cell and stops at a refusal', async () => {
    const asked: string[] = [];
    const stopA = addGate('i-A-1', (action) => void asked.push(`A:${action}`));
    const stopB = addGate('i-B-1', (action) => {
      asked.push(`B:${action}`);
      return false;
    });
    expect(await requestClose(['i-A-1', 'i-B-1'])).toEqual({ ok: false, refusedAt: 'VALIDATE' });
    expect(asked).toEqual(['A:VALIDATE', 'B:VALIDATE']);
    stopB();
    expect(await requestClose(['i-A-1', 'i-B-1'])).toEqual({ ok: true });
    stopA();
  });

  it('marks a cell SAVING while it saves and ERROR when saving fails', async () => {
    const seen: (string | undefined)[] = [];
    const stop = addGate('i-C-1', (action) => {
      seen.push(cellChromeStore.get('i-C-1')?.dirtyState);
      return action !== 'SAVE';
    });
    expect((await saveCell('i-C-1')).ok).toBe(false);
    expect(seen).toEqual(['SAVING', 'SAVING']);
    expect(cellChromeStore.get('i-C-1')?.dirtyState).toBe('ERROR');
    stop();
    expect((await saveCell('i-C-1')).ok).toBe(true);
    expect(cellChromeStore.get('i-C-1')?.dirtyState).toBeUndefined();
  });
});
