import type { SearchIndex } from './searchIndex';
import { sortedNumbersSteps, STEP_ELEMENTS } from './slicedSort';
import type { Steps } from './slicedWork';
import type { TypeSegment } from './typeSegment';

/**
 * The type's live items' slots, ascending (as hit lists are), in steps. The index may change
 * between steps (its arrays grown, items written): the arrays are read again at each step, and a
 * caller keeping the answer treats every slot changed since the index version it started at as
 * unknown (the change log names them), so what it keeps of the other slots is exact.
 */
export function* liveSlotsSteps(index: SearchIndex, segment: TypeSegment): Steps<Int32Array> {
  const found: number[] = [];
  for (let row = 0; row < segment.slots.length; row += 1) {
    const slot = segment.slots[row] ?? 0;
    if (slot !== 0 && index.live[slot] === 1) found.push(slot);
    if (row % STEP_ELEMENTS === STEP_ELEMENTS - 1) yield;
  }
  // Rows follow creation, so the slots are nearly ascending already; sorted in steps all the same.
  const sorted = yield* sortedNumbersSteps(Float64Array.from(found));
  return Int32Array.from(sorted);
}
