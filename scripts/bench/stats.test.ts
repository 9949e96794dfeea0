import { describe, expect, it } from 'vitest';
import { ms, percentile, summarize } from './stats';

describe('latency summaries', () => {
  it('take nearest-rank percentiles', () => {
    const sorted = Array.from({ length: 20 }, (_, n) => n + 1);
    expect(percentile(sorted, 50)).toBe(10);
    expect(percentile(sorted, 95)).toBe(19);
    expect(percentile(sorted, 100)).toBe(20);
    expect(percentile([], 50)).toBeNaN();
  });

  it('summarize the finite values only, whatever their order', () => {
    expect(summarize([4, Number.NaN, 1, 3, 2])).toEqual({ count: 4, min: 1, p50: 2, p95: 4, max: 4, mean: 2.5 });
    expect(summarize([]).count).toBe(0);
  });

  it('print milliseconds with one decimal, three below one', () => {
    expect(ms(12.345)).toBe('12.3');
    expect(ms(0.1234)).toBe('0.123');
    expect(ms(Number.NaN)).toBe('-');
  });
});
