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
});
