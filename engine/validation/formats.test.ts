import { describe, expect, it } from 'vitest';
import { FORM_FORMATS, FORMAT_NAMES, formatMessageId, itemIdType } from './formats';
import type { FormatName } from './formats';

interface FormatCases {
  valid: string[];
  invalid: string[];
}

const CASES: Record<FormatName, FormatCases> = {
  email: {
    valid: ['ann@example.com', 'a.b+tag@sub.example.org', "o'neil@example.ca", 'x@a-b.co'],
    invalid: [
      'ann',
      'ann@',
      '@example.com',
      'ann@example',
      'ann@@example.com',
      'ann@exa mple.com',
      'ann@-example.com',
      'ann@example-.com',
      '.ann@example.com',
      'ann.@example.com',
      'an..n@example.com',
      'ann@example..com',
      ' ann@example.com',
      `${'a'.repeat(65)}@example.com`,
    ],
  },
  phone: {
    valid: [
      '555-1234',
      '(403) 555-1234',
      '403 555 1234 ext 12',
      '403-555-1234 x12',
      '403.555.1234 ext: 12',
      '4035551234 EXT. 7',
      '+44 20 7946 0958',
      '+1 (403) 555-1234',
      '  555-1234  ',
    ],
    invalid: ['12345', 'abc', '555-123', '403 555 1234 ext', '403 555 1234 #12', 'ext 12', '403 555 1234 ext 12 34', '403*555*1234', '', '-5551234'],
  },
  url: {
    valid: ['http://example.com', 'https://example.com/path?q=1#x', 'http://localhost:3000', 'HTTPS://EXAMPLE.COM'],
    invalid: [
      'ftp://example.com',
      'example.com',
      'javascript:alert(1)',
      'http://',
      'http:example.com',
      'https://exa mple.com',
      'mailto:ann@example.com',
      'data:text/html,x',
      '//example.com',
    ],
  },
  'hex-color': {
    valid: ['#fff', '#A0B1C2', '#FfF', '#000000'],
    invalid: ['#ffff', 'fff', '#ggg', '#12345', '#1234567', 'red', '#', 'A0B1C2'],
  },
  'partial-date': {
    valid: ['2024', '2024-2', '2024-02', '2024-2-29', '2024-12-31', '2023-02-28', '2000-02-29'],
    invalid: ['2024-13', '2024-2-30', '24', '2023-02-29', '1900-02-29', '2024-0', '2024-1-0', '2024-1-32', '2024-', '2024--1', '20245', '2024/01/01', '2024-001', '2024-04-31'],
  },
  date: {
    valid: ['2024-02-29', '1999-12-31', '0001-01-01'],
    invalid: ['2024-2-29', '2024', '2024-02', '2023-02-29', '2024-13-01', '2024-00-10', '2024-01-00', '24-01-01'],
  },
  'date-time': {
    valid: [
      '2024-01-02T03:04:05Z',
      '2024-01-02T03:04:05.678Z',
      '2024-01-02T03:04',
      '2024-01-02T03:04:05+05:30',
      '2024-01-02T03:04:05-0800',
      '2024-02-29T23:59:59.999999Z',
    ],
    invalid: [
      '2024-01-02',
      '2024-01-02 03:04',
      '2024-01-02T24:00',
      '2024-02-30T00:00Z',
      '2024-01-02T03:04:05+25:00',
      '2024-01-02T03:04:60Z',
      '2024-01-02T03:04:05.Z',
      '2024-01-02T3:04',
      '2024-01-02T03:04Z+01:00',
    ],
  },
  time: {
    valid: ['09:30', '23:59:59', '00:00', '12:00:00'],
    invalid: ['9:30', '24:00', '12:60', '12:30:60', '12', '12:30:5', '12:30:', '12.30'],
  },
  'item-id': {
    valid: ['Organization-3', 'sys.TypeDef-0', 'User-12', 'Contact2-7'],
    invalid: [
      'Organization',
      'Organization-',
      'Organization-03',
      'Organization--3',
      '-3',
      'Org-anization-3',
      'Organization-3-17',
      'sys.-1',
      '3Org-1',
      'Organization-1.5',
      'Organization--1',
      'Organization-99999999999999999999',
      'sys.sys.Type-1',
    ],
  },
  uuid: {
    valid: ['123e4567-e89b-12d3-a456-426614174000', '123E4567-E89B-12D3-A456-426614174000'],
    invalid: ['123e4567e89b12d3a456426614174000', '123e4567-e89b-12d3-a456-42661417400g', '123e4567-e89b-12d3-a456-4266141740000', ''],
  },
};

describe.each(FORMAT_NAMES)('format %s', (name) => {
  const format = FORM_FORMATS[name];
  const { valid, invalid } = CASES[name];

  it.each(valid)('accepts %j', (value) => {
    expect(format.test(value)).toBe(true);
  });

  it.each(invalid)('refuses %j', (value) => {
    expect(format.test(value)).toBe(false);
  });
});

describe('format messages', () => {
  it('names the message of each format', () => {
    expect(Object.fromEntries(Object.entries(FORM_FORMATS).map(([name, format]) => [name, format.messageId]))).toEqual({
      email: 'errors.invalidEmail',
      phone: 'errors.invalidPhone',
      url: 'errors.invalidURL',
      'hex-color': 'errors.invalidHex',
      'partial-date': 'errors.invalidDate',
      date: 'errors.invalidDate',
      'date-time': 'errors.invalidDateTime',
      time: 'errors.invalidTime',
      'item-id': 'errors.invalidId',
      uuid: 'errors.invalidUuid',
    });
  });

  it('falls back to errors.invalid for a format it does not define', () => {
    expect(formatMessageId('ipv4')).toBe('errors.invalid');
    expect(formatMessageId('toString')).toBe('errors.invalid');
  });
});

describe('itemIdType', () => {
  it('reads the type of an id', () => {
    expect(itemIdType('Organization-3')).toBe('Organization');
    expect(itemIdType('sys.TypeDef-0')).toBe('sys.TypeDef');
  });

  it('answers undefined for anything else', () => {
    expect(itemIdType('Organization')).toBeUndefined();
    expect(itemIdType('Organization-3-17')).toBeUndefined();
  });
});
