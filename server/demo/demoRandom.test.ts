import { describe, expect, it } from 'vitest';
import { DemoRandom } from './demoRandom';

describe('DemoRandom', () => {
  it('repeats its sequence for the same seed and differs for another', () => {
    const sequence = (seed: number): number[] => {
      const random = new DemoRandom(seed);
      return Array.from({ length: 5 }, () => random.next());
    };
    expect(sequence(7)).toEqual(sequence(7));
    expect(sequence(7)).not.toEqual(sequence(8));
  });

  it('keeps int within its bounds and reaches both ends', () => {
    const random = new DemoRandom(3);
    const values = new Set(Array.from({ length: 500 }, () => random.int(2, 5)));
    expect([...values].sort()).toEqual([2, 3, 4, 5]);
  });

  it('samples distinct entries, at most as many as there are', () => {
    const random = new DemoRandom(5);
    const sample = random.sample(['a', 'b', 'c', 'd'], 3);
    expect(new Set(sample).size).toBe(3);
    expect(random.sample(['a', 'b'], 5).sort()).toEqual(['a', 'b']);
  });

  it('refuses to pick from an empty list', () => {
    expect(() => new DemoRandom(1).pick([])).toThrow(/non-empty/);
  });
});
