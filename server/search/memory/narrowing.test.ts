import { describe, expect, it } from 'vitest';
import { narrowAll, narrowBy, narrowByMask, withNarrow } from './narrowing';
import type { SlotTest } from './slotTests';

const slotsUpTo = (count: number): Int32Array => Int32Array.from({ length: count }, (_, n) => n * 3 + 1);

describe('narrowing a candidate list test by test', () => {
  const even: SlotTest = (slot) => slot % 2 === 0;
  const mask = Uint8Array.from({ length: 400 }, (_, slot) => (slot % 5 === 0 ? 1 : 0));
  const masked = withNarrow((slot) => mask[slot] === 1, narrowByMask(mask));

  it('keeps in order exactly the slots a test passes, with or without a list form', () => {
    for (const test of [even, masked]) {
      const slots = slotsUpTo(100);
      const expected = Array.from(slots).filter(test);
      const kept = narrowBy(test, slots, slots.length);
      expect(Array.from(slots.subarray(0, kept))).toEqual(expected);
    }
  });

  it('narrows a conjunction as the conjunction of its parts, and only the first count slots', () => {
    const both = withNarrow((slot) => even(slot) && masked(slot), narrowAll([even, masked]));
    const slots = slotsUpTo(120);
    const expected = Array.from(slots.subarray(0, 90)).filter((slot) => even(slot) && masked(slot));
    expect(expected.length).toBeGreaterThan(0);
    const kept = narrowBy(both, slots, 90);
    expect(Array.from(slots.subarray(0, kept))).toEqual(expected);
  });

  it('keeps every candidate at a mask test when the candidates are known to pass that mask, and only then', () => {
    const both = withNarrow((slot) => even(slot) && masked(slot), narrowAll([even, masked]));
    // Slots all in the mask (multiples of 5): the mask test is skipped, the other still narrows.
    const inMask = Int32Array.from({ length: 40 }, (_, n) => n * 5);
    const expected = Array.from(inMask).filter(even);
    expect(narrowBy(both, inMask, inMask.length, mask)).toBe(expected.length);
    expect(Array.from(inMask.subarray(0, expected.length))).toEqual(expected);
    // A different mask known to pass says nothing about this one.
    const slots = slotsUpTo(100);
    const other = new Uint8Array(400).fill(1);
    const kept = narrowBy(masked, slots, slots.length, other);
    expect(Array.from(slots.subarray(0, kept))).toEqual(Array.from(slotsUpTo(100)).filter(masked));
  });
});
