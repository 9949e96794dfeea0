import { describe, expect, it } from 'vitest';
import { dateText, dateTimeText, timeText } from './temporalCells';

describe('temporal cell texts', () => {
  it('shows calendar dates as written (DD-MMM-YYYY), whatever the time zone', () => {
    expect(dateText('2024-03-05', 'en')).toBe('05-Mar-2024');
    expect(dateText('2024-3', 'en')).toBe('Mar-2024');
    expect(dateTimeText('2024-03-05', 'en')).toBe('05-Mar-2024');
  });
  it('shows instants in local time', () => {
    const local = new Date(2024, 4, 2, 14, 31).toISOString();
    expect(dateText(local, 'en')).toBe('02-May-2024');
    expect(dateTimeText(local, 'en')).toBe('02-May-2024 14:31');
    expect(timeText(local)).toBe('14:31');
  });
  it('shows times of day as HH:mm and keeps other text visible', () => {
    expect(timeText('9:05:33')).toBe('09:05');
    expect(dateText('soon', 'en')).toBe('soon');
    expect(dateText(undefined, 'en')).toBe('');
  });
});
