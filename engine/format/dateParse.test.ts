import { describe, expect, it } from 'vitest';
import { formatDate, formatPartialDate } from './dateFormat';
import { parseDateText, parseDateTimeText, parseMonth, parsePartialDateText, parseTimeText } from './dateParse';

describe('reading typed dates and times (spec §9 DD-MMM-YYYY, HH:mm)', () => {
  it('reads the display form in English and French, and what dateFormat writes', () => {
    expect(parseDateText('05-Mar-2026')).toEqual({ year: 2026, month: 3, day: 5 });
    expect(parseDateText('5 march 2026')).toEqual({ year: 2026, month: 3, day: 5 });
    expect(parseDateText('05-Févr-2026', 'fr')).toEqual({ year: 2026, month: 2, day: 5 });
    expect(parseDateText('5 fevrier 2026', 'fr')).toEqual({ year: 2026, month: 2, day: 5 });
    expect(parseDateText('05-Feb-2026', 'fr')).toEqual({ year: 2026, month: 2, day: 5 });
    for (const locale of ['en', 'fr']) {
      for (let month = 0; month < 12; month += 1) {
        const shown = formatDate(new Date(2026, month, 28), locale);
        expect(parseDateText(shown, locale), shown).toEqual({ year: 2026, month: month + 1, day: 28 });
      }
    }
  });

  it('reads ISO and numeric months, refuses days that do not exist and ambiguous names', () => {
    expect(parseDateText('2026-03-05')).toEqual({ year: 2026, month: 3, day: 5 });
    expect(parseDateText('05/03/2026')).toEqual({ year: 2026, month: 3, day: 5 });
    expect(parseDateText('30-Feb-2026')).toBeUndefined();
    expect(parseDateText('05-Ma-2026')).toBeUndefined();
    expect(parseMonth('jui', 'fr')).toBeUndefined();
    expect(parseMonth('juil', 'fr')).toBe(7);
    expect(parseDateText('March 5')).toBeUndefined();
    expect(parseDateText('')).toBeUndefined();
  });

  it('reads 24-hour times only', () => {
    expect(parseTimeText('14:30')).toBe('14:30');
    expect(parseTimeText('9:05')).toBe('09:05');
    expect(parseTimeText('14h30')).toBe('14:30');
    expect(parseTimeText('1430')).toBe('14:30');
    expect(parseTimeText('14')).toBe('14:00');
    expect(parseTimeText('24:00')).toBeUndefined();
    expect(parseTimeText('2:30 PM')).toBeUndefined();
  });

  it('reads a local moment from a date and a time', () => {
    expect(parseDateTimeText('05-Mar-2026 14:30')).toEqual(new Date(2026, 2, 5, 14, 30));
    expect(parseDateTimeText('5 mars 2026 14h30', 'fr')).toEqual(new Date(2026, 2, 5, 14, 30));
    expect(parseDateTimeText('2026-03-05T14:30')).toEqual(new Date(2026, 2, 5, 14, 30));
    expect(parseDateTimeText('05-Mar-2026')).toBeUndefined();
    expect(parseDateTimeText('05-Mar-2026 2:30 PM')).toBeUndefined();
  });

  it('reads partial dates into their stored form and back', () => {
    expect(parsePartialDateText('2026')).toBe('2026');
    expect(parsePartialDateText('Mar-2026')).toBe('2026-03');
    expect(parsePartialDateText('2026-3')).toBe('2026-03');
    expect(parsePartialDateText('05-Mar-2026')).toBe('2026-03-05');
    expect(parsePartialDateText(formatPartialDate('2026-07', 'fr'), 'fr')).toBe('2026-07');
    expect(parsePartialDateText('26')).toBeUndefined();
    expect(parsePartialDateText('13-2026')).toBeUndefined();
  });
});
