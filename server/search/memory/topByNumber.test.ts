import { describe, expect, it } from 'vitest';
import { topByNumber } from './topByNumber';

/** orderedPage's order for one number column: NULL per nullsLast (else smallest), then the value, ties higher slot first. */
function naiveTop(values: Float64Array, hits: Int32Array, direction: 1 | -1, nullsLast: boolean, wanted: number): number[] {
  const rank = (slot: number): number => {
    const value = values[slot] ?? Number.NaN;
    if (Number.isNaN(value)) return nullsLast || direction === -1 ? 1 : -1;
    return 0;
  };
  return Array.from(hits)
    .sort((a, b) => rank(a) - rank(b) || (rank(a) === 0 ? direction * ((values[a] ?? 0) - (values[b] ?? 0)) : 0) || b - a)
    .slice(0, wanted);
}

describe('top hits by one number column', () => {
  const values = Float64Array.from({ length: 2000 }, (_, n) => (n % 11 === 0 ? Number.NaN : (n * 7919) % 97));
  const hits = Int32Array.from({ length: 1500 }, (_, n) => (n * 7) % 2000);

  it('equal a full sort for both directions, NULL placements and page sizes', () => {
    for (const direction of [1, -1] as const) {
      for (const nullsLast of [true, false]) {
        for (const wanted of [0, 1, 5, 50, 1500]) {
          expect(topByNumber(values, hits, direction, nullsLast, wanted), `${direction} ${nullsLast} ${wanted}`).toEqual(naiveTop(values, hits, direction, nullsLast, wanted));
        }
      }
    }
  });

  it('read the values by the hit position when the caller gathered them', () => {
    const gathered = Float64Array.from(hits, (slot) => values[slot] ?? Number.NaN);
    for (const direction of [1, -1] as const) {
      for (const wanted of [1, 50, 1500]) {
        expect(topByNumber(gathered, hits, direction, false, wanted, 'position'), `${direction} ${wanted}`).toEqual(naiveTop(values, hits, direction, false, wanted));
      }
    }
  });

  it('step aside for infinite values, which would tie with NULL', () => {
    const withInfinity = Float64Array.from([1, Number.POSITIVE_INFINITY, Number.NaN]);
    expect(topByNumber(withInfinity, Int32Array.from([0, 1, 2]), 1, true, 2)).toBeUndefined();
  });
});
