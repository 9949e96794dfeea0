import { describe, expect, it } from 'vitest';
import { SeededRandom } from './equivalenceData';
import { sortedNumbersSteps, sortedTextsSteps, STEP_ELEMENTS } from './slicedSort';
import { drain } from './slicedWork';

describe('sorts in steps (slicedSort.ts)', () => {
  it('sort numbers as Float64Array.prototype.sort does (duplicates, negatives), over several runs', () => {
    const random = new SeededRandom(5);
    for (const count of [0, 1, STEP_ELEMENTS, 3 * STEP_ELEMENTS + 17]) {
      const values = Float64Array.from({ length: count }, () => random.int(5000) - 2500.5);
      const steps = sortedNumbersSteps(values);
      let yields = 0;
      let next = steps.next();
      for (; next.done !== true; next = steps.next()) yields += 1;
      expect(Array.from(next.value)).toEqual(Array.from(Float64Array.from(values).sort()));
      // More than one run: the work was cut into steps.
      if (count > STEP_ELEMENTS) expect(yields).toBeGreaterThan(count / STEP_ELEMENTS);
    }
  });

  it('sort texts by code unit, as `<` compares them', () => {
    const random = new SeededRandom(9);
    const words = ['école', 'Zebra', 'zebra', 'a', '', 'ab', '\u{1F600}', '\uE000'];
    const texts = Array.from({ length: 2 * STEP_ELEMENTS + 5 }, () => `${random.pick(words)}${random.int(100)}`);
    expect(drain(sortedTextsSteps(texts))).toEqual(texts.slice().sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});
