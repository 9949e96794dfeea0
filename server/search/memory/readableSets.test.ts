import { describe, expect, it } from 'vitest';
import { SearchIndex, type IndexedRow } from './searchIndex';
import type { SlotTest } from './slotTests';

const row = (seq: number, access: string): IndexedRow => ({ seq, type: 'Note', idx: seq, u: 1, created_ts: '2026-01-01T00:00:00.000Z', created_by: null, access });

/** The readable slots a fresh computation gives: what a kept set must equal after any changes. */
function expected(index: SearchIndex, rule: SlotTest): number[] {
  const slots: number[] = [];
  for (let slot = 1; slot < index.end; slot += 1) if (index.live[slot] === 1 && rule(slot)) slots.push(slot);
  return slots;
}

describe('readable sets kept per viewer', () => {
  it('follow puts and removes by re-testing the changed slots, and recompute past the change log', () => {
    const index = new SearchIndex();
    for (let seq = 1; seq <= 20; seq += 1) index.put(row(seq, seq % 3 === 0 ? 'PUBLIC' : 'PRIVATE'), []);
    const rule: SlotTest = (slot) => index.terms.text(index.access[slot] ?? -1) === 'PUBLIC';
    const current = (): number[] => [...index.readableSets.setOf('viewer', 'hash', rule).slots()];
    expect(current()).toEqual(expected(index, rule));
    // A slot becomes readable, another stops being readable, one is removed, a new one beyond the capacity arrives.
    index.put(row(1, 'PUBLIC'), []);
    index.put(row(3, 'PRIVATE'), []);
    index.remove(6);
    index.put(row(5000, 'PUBLIC'), []);
    expect(current()).toEqual(expected(index, rule));
    expect(index.readableSets.setOf('viewer', 'hash', rule).mask[5000]).toBe(1);
    // More changes than the log keeps: the set is computed again, still exact.
    for (let n = 0; n < 50_001; n += 1) index.put(row(2, n % 2 === 0 ? 'PUBLIC' : 'PRIVATE'), []);
    expect(index.slotsChangedSince(0)).toBeUndefined();
    expect(current()).toEqual(expected(index, rule));
    // Another registry (access plans may differ): computed again.
    expect([...index.readableSets.setOf('viewer', 'other hash', () => false).slots()]).toEqual([]);
  });
});
