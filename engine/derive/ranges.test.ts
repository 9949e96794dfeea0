import { afterEach, describe, expect, it } from 'vitest';
import { DATE_RANGES, dayRangeDates, rangeBounds, resolveRanges, SIZE_RANGES, TIME_RANGES, type ResolvedRange } from './ranges';

/** Local midnight of a calendar day (month counted from 0, as Date does). */
const at = (year: number, month: number, day: number): number => new Date(year, month, day).getTime();
const now = new Date(2024, 4, 15, 13, 45, 10);
const bounds = (ranges: readonly ResolvedRange[]): Record<string, { from?: number; to?: number }> =>
  Object.fromEntries(ranges.map((r) => [r.key, rangeBounds(r, now)]));

describe('time ranges (past)', () => {
  it('has the eight buckets of spec §9, contiguous from today back to before 180 days', () => {
    expect(bounds(TIME_RANGES)).toEqual({
      today: { from: at(2024, 4, 15) },
      yesterday: { from: at(2024, 4, 14), to: at(2024, 4, 15) },
      lastWeek: { from: at(2024, 4, 8), to: at(2024, 4, 14) },
      past7to30: { from: at(2024, 3, 15), to: at(2024, 4, 8) },
      past30to60: { from: at(2024, 2, 16), to: at(2024, 3, 15) },
      past60to90: { from: at(2024, 1, 15), to: at(2024, 2, 16) },
      past90to180: { from: at(2023, 10, 17), to: at(2024, 1, 15) },
      before180: { to: at(2023, 10, 17) },
    });
  });
});

describe('date ranges (future)', () => {
  it('has the seven buckets of spec §9 from tomorrow to over 180 days', () => {
    expect(bounds(DATE_RANGES)).toEqual({
      tomorrow: { from: at(2024, 4, 16), to: at(2024, 4, 17) },
      withinWeek: { from: at(2024, 4, 17), to: at(2024, 4, 22) },
      next7to30: { from: at(2024, 4, 22), to: at(2024, 5, 14) },
      next30to60: { from: at(2024, 5, 14), to: at(2024, 6, 14) },
      next60to90: { from: at(2024, 6, 14), to: at(2024, 7, 13) },
      next90to180: { from: at(2024, 7, 13), to: at(2024, 10, 11) },
      over180: { from: at(2024, 10, 11) },
    });
  });
});

describe('dayRangeDates', () => {
  it('gives date fields the same buckets as calendar dates', () => {
    const [tomorrow, withinWeek] = DATE_RANGES;
    if (!tomorrow || !withinWeek) throw new Error('missing date ranges');
    expect(dayRangeDates(tomorrow, now)).toEqual({ from: '2024-05-16', to: '2024-05-17' });
    expect(dayRangeDates(withinWeek, now)).toEqual({ from: '2024-05-17', to: '2024-05-22' });
    expect(dayRangeDates({ kind: 'days', key: 'k', label: 'l', endDay: -180 }, now)).toEqual({ to: '2023-11-17' });
  });
});

describe('size ranges', () => {
  it('splits bytes at 1000, 1M, 10M, 100M and 1G, each bound belonging to one bucket', () => {
    expect(bounds(SIZE_RANGES)).toEqual({
      size0to1K: { from: 0, to: 1001 },
      size1Kto1M: { from: 1001, to: 1e6 },
      size1Mto10M: { from: 1e6, to: 1e7 },
      size10Mto100M: { from: 1e7, to: 1e8 },
      size100Mto1G: { from: 1e8, to: 1e9 },
      sizeOver1G: { from: 1e9 },
    });
  });
});

describe('resolveRanges', () => {
  it('gives declared number ranges their labels and no ranges to terms facets', () => {
    expect(resolveRanges({ kind: 'number-ranges', ranges: [{ key: 'low', to: 5 }] }, 'x.label')).toEqual([{ kind: 'values', key: 'low', label: 'x.label.ranges.low', to: 5 }]);
    expect(resolveRanges({ kind: 'terms' }, 'x.label')).toBeUndefined();
    expect(resolveRanges({ kind: 'time-ranges' }, 'x')?.map((r) => r.label)).toContain('facets.ranges.today');
  });
});

describe('daylight saving', () => {
  const previousTz = process.env.TZ;
  afterEach(() => {
    // Assigning undefined would store the string "undefined".
    if (previousTz === undefined) delete process.env.TZ;
    else process.env.TZ = previousTz;
  });

  it('counts calendar days, not 24-hour blocks, across a clock change', () => {
    process.env.TZ = 'Europe/Paris';
    // Clocks went forward on 2024-03-31: that day lasted 23 hours.
    const monday = new Date(2024, 3, 1, 9, 0);
    const yesterday = rangeBounds({ kind: 'days', key: 'y', label: 'y', startDay: -1, endDay: 0 }, monday);
    expect(new Date(yesterday.from ?? 0).toISOString()).toBe('2024-03-30T23:00:00.000Z');
    expect(new Date(yesterday.to ?? 0).toISOString()).toBe('2024-03-31T22:00:00.000Z');
  });
});
