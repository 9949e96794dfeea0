import { describe, expect, it } from 'vitest';
import { dateToInput, isoToLocalInput, localInputToIso, timeToInput } from './temporalInputs';

describe('temporal inputs', () => {
  it('round-trips a date-time through the local input', () => {
    const iso = new Date(2024, 4, 2, 16, 31).toISOString();
    expect(isoToLocalInput(iso)).toBe('2024-05-02T16:31');
    expect(localInputToIso('2024-05-02T16:31')).toBe(iso);
  });
  it('shows nothing for missing or bad values and stores nothing for an empty input', () => {
    expect(isoToLocalInput(undefined)).toBe('');
    expect(isoToLocalInput('not a date')).toBe('');
    expect(localInputToIso('')).toBeUndefined();
  });
  it('reads times and dates', () => {
    expect(timeToInput('9:05:33')).toBe('09:05');
    expect(timeToInput(12)).toBe('');
    expect(dateToInput('2024-05-02')).toBe('2024-05-02');
    expect(dateToInput('2024-05')).toBe('');
  });
});
