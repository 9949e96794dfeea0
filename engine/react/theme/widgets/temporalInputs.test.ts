import { describe, expect, it } from 'vitest';
import { isReadable, pickerDateToValue, textToValue, valueToPickerDate, valueToText } from './temporalInputs';

describe('date and time widget conversions', () => {
  it('shows stored values as DD-MMM-YYYY and HH:mm in the UI language', () => {
    expect(valueToText('date', '2026-03-05', 'en')).toBe('05-Mar-2026');
    expect(valueToText('date', '2026-03-05', 'fr')).toBe('05-Mars-2026');
    expect(valueToText('partial-date', '2026-03', 'en')).toBe('Mar-2026');
    expect(valueToText('time', '9:05:33', 'en')).toBe('09:05');
    const instant = new Date(2026, 2, 5, 14, 30).toISOString();
    expect(valueToText('date-time', instant, 'en')).toBe('05-Mar-2026 14:30');
    expect(valueToText('date', undefined, 'en')).toBe('');
  });

  it('stores typed text as ISO, nothing for an empty input, and unreadable text as typed', () => {
    expect(textToValue('date', '05-Mar-2026', 'en')).toBe('2026-03-05');
    expect(textToValue('date-time', '05-Mar-2026 14:30', 'en')).toBe(new Date(2026, 2, 5, 14, 30).toISOString());
    expect(textToValue('time', '14h30', 'fr')).toBe('14:30');
    expect(textToValue('partial-date', 'juil. 2026', 'fr')).toBe('2026-07');
    expect(textToValue('date', '  ', 'en')).toBeUndefined();
    expect(textToValue('date', 'next tuesday', 'en')).toBe('next tuesday');
    expect(isReadable('date', 'next tuesday', 'en')).toBe(false);
    expect(isReadable('time', '', 'en')).toBe(true);
  });

  it('round-trips what the calendar and clock pick', () => {
    const picked = new Date(2026, 2, 5, 14, 30);
    expect(pickerDateToValue('date', picked)).toBe('2026-03-05');
    expect(pickerDateToValue('time', picked)).toBe('14:30');
    expect(valueToPickerDate('date', '2026-03-05')).toEqual(new Date(2026, 2, 5));
    expect(valueToPickerDate('date-time', pickerDateToValue('date-time', picked))).toEqual(picked);
    expect(valueToPickerDate('partial-date', '2026-03')).toBeNull();
  });
});
