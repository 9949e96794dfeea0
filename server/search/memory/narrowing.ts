import type { SlotTest } from './slotTests';

/**
 * Keeps, in place and in order, those of the first `count` slots of `slots` that pass a test, and
 * answers how many: a test applied to a whole candidate list in one loop of its own. `passed`: a
 * one-byte mask every candidate is known to pass (they are a full-text filter's own slots), so a
 * test of that mask keeps them all without reading it.
 */
export type Narrow = (slots: Int32Array, count: number, passed?: Uint8Array) => number;

/**
 * The list form of the tests that have one. A search's query is a tree of small closures (a type,
 * a full-text mask, a column's code, a creation instant); called once per candidate and test, the
 * calls themselves cost most of a scan (the "mar" candidates at a million items: 5.4 ms through the
 * closures, 0.7 ms for the same array reads written inline), because one closure shape serves every
 * search and V8 cannot inline through it. Narrowing the list test by test runs each test's own loop
 * over its own arrays; the answer is the same conjunction.
 */
const narrows = new WeakMap<SlotTest, Narrow>();

/** Registers the list form of a test (it must keep exactly the slots the test passes). */
export function withNarrow(test: SlotTest, narrow: Narrow): SlotTest {
  narrows.set(test, narrow);
  return test;
}

/** Narrows the first `count` slots by a test: its list form when it has one, else a call per slot. */
export function narrowBy(test: SlotTest, slots: Int32Array, count: number, passed?: Uint8Array): number {
  const narrow = narrows.get(test);
  if (narrow !== undefined) return narrow(slots, count, passed);
  let kept = 0;
  for (let n = 0; n < count; n += 1) {
    const slot = slots[n] ?? 0;
    if (test(slot)) slots[kept++] = slot;
  }
  return kept;
}

/** The list form of a conjunction: each part narrows what the previous ones kept. */
export function narrowAll(tests: readonly SlotTest[]): Narrow {
  return (slots, count, passed) => {
    let kept = count;
    for (const test of tests) {
      if (kept === 0) break;
      kept = narrowBy(test, slots, kept, passed);
    }
    return kept;
  };
}

/** The list form of a one-byte mask test (mask[slot] === 1). */
export function narrowByMask(mask: Uint8Array): Narrow {
  return (slots, count, passed) => {
    if (passed === mask) return count;
    let kept = 0;
    for (let n = 0; n < count; n += 1) {
      const slot = slots[n] ?? 0;
      if (mask[slot] === 1) slots[kept++] = slot;
    }
    return kept;
  };
}
