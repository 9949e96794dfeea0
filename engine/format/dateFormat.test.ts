import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatPartialDate, formatTime, toDate } from './dateFormat';

// Local-time constructors keep the tests independent of the machine's time zone.
const MARCH_5 = new Date(2026, 2, 5, 9, 7, 30);

describe('formatDate', () => {
  it('is DD-MMM-YYYY', () => {
    expect(formatDate(MARCH_5)).toBe('05-Mar-2026');
    expect(formatDate(new Date(1999, 11, 31))).toBe('31-Dec-1999');
    expect(formatDate(new Date(2026, 0, 1))).toBe('01-Jan-2026');
  });

  it('accepts epoch milliseconds and date strings', () => {
    expect(formatDate(MARCH_5.getTime())).toBe('05-Mar-2026');
    expect(formatDate('2026-03-05T09:07:30')).toBe('05-Mar-2026');
  });

  it('uses the locale month abbreviation for other locales', () => {
    expect(formatDate(MARCH_5, 'fr')).toMatch(/^05-Mars?-2026$/);
  });

  it('gives an empty text for missing or invalid values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatTime and formatDateTime', () => {
  it('is HH:mm on a 24-hour clock', () => {
    expect(formatTime(MARCH_5)).toBe('09:07');
    expect(formatTime(new Date(2026, 2, 5, 23, 59))).toBe('23:59');
    expect(formatTime(new Date(2026, 2, 5, 0, 0))).toBe('00:00');
  });

  it('joins date and time', () => {
    expect(formatDateTime(MARCH_5)).toBe('05-Mar-2026 09:07');
    expect(formatDateTime('nope')).toBe('');
  });
});

describe('formatPartialDate', () => {
  it('shows year, month-year or the full date', () => {
    expect(formatPartialDate('2026')).toBe('2026');
    expect(formatPartialDate('2026-3')).toBe('Mar-2026');
    expect(formatPartialDate('2026-03-05')).toBe('05-Mar-2026');
    expect(formatPartialDate('2026-3-5')).toBe('05-Mar-2026');
  });

  it('returns other texts unchanged', () => {
    expect(formatPartialDate('soon')).toBe('soon');
  });
});

describe('toDate', () => {
  it('copies Date input', () => {
    const copy = toDate(MARCH_5);
    expect(copy).not.toBe(MARCH_5);
    expect(copy?.getTime()).toBe(MARCH_5.getTime());
  });
});
