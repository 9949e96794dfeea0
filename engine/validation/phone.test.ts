import { describe, expect, it } from 'vitest';
import { formatPhoneOnBlur, parsePhone } from './phone';

describe('parsePhone', () => {
  it('collects the digits and the extension', () => {
    expect(parsePhone('(403) 555-1234 ext: 12')).toEqual({ digits: '4035551234', extension: '12' });
    expect(parsePhone('555-1234')).toEqual({ digits: '5551234' });
    expect(parsePhone('+1 403 555 1234 X 9')).toEqual({ digits: '14035551234', extension: '9' });
  });

  it('refuses fewer than 7 digits, letters and a bad extension', () => {
    expect(parsePhone('555-123')).toBeUndefined();
    expect(parsePhone('abc')).toBeUndefined();
    expect(parsePhone('403 555 1234 extension')).toBeUndefined();
  });
});

describe('formatPhoneOnBlur', () => {
  it.each([
    ['4035551234', '(403) 555-1234'],
    ['403-555-1234', '(403) 555-1234'],
    ['403.555.1234', '(403) 555-1234'],
    [' (403)555 1234 ', '(403) 555-1234'],
    ['14035551234', '(403) 555-1234'],
    ['+1 403 555 1234', '(403) 555-1234'],
    ['403 555 1234 ext 12', '(403) 555-1234 ext: 12'],
    ['403-555-1234 x12', '(403) 555-1234 ext: 12'],
    ['+1 (403) 555-1234 EXT. 7', '(403) 555-1234 ext: 7'],
    ['(403) 555-1234 ext: 12', '(403) 555-1234 ext: 12'],
  ])('formats %j as %j', (typed, shown) => {
    expect(formatPhoneOnBlur(typed)).toBe(shown);
  });

  it.each([
    '555-1234', // 7 digits
    '24035551234', // 11 digits not starting with 1
    '+44 20 7946 0958', // 12 digits
    '403555123', // 9 digits
    'call me', // not a phone number
    '403 555 1234 #12', // extension not recognised
    '',
  ])('leaves %j unchanged', (typed) => {
    expect(formatPhoneOnBlur(typed)).toBe(typed);
  });
});
