import { describe, expect, it } from 'vitest';
import safeRegex from 'safe-regex2';
import { FORM_FORMATS, FORMAT_NAMES } from './formats';
import type { FormatName } from './formats';
import { ALL_PATTERNS } from './patterns';

const LONG = 50_000;
const repeat = (text: string): string => text.repeat(Math.ceil(LONG / text.length));

/**
 * Inputs shaped to make a backtracking regex explode (long runs that almost match, then fail at the
 * very end). Every one of them is invalid for its format; a catastrophic pattern would hang the
 * test until vitest's timeout instead of answering.
 */
const ADVERSARIAL: Record<FormatName, string[]> = {
  email: [repeat('a'), `a@${repeat('a.')}`, `${repeat('a')}@@`, repeat('@'), `${repeat('a.')}@example.com`],
  phone: [`${repeat('1 ')}!`, `${repeat('1')} ext ${'x'.repeat(10)}`, `${repeat('(')}a`, `123456${repeat(' ')}x`, `${repeat(' ')}x1`],
  url: [`http://${repeat('a')} `, repeat('h'), `http://${repeat('/')} x`, `${repeat('http://')} `],
  'hex-color': [`#${repeat('f')}`, repeat('#')],
  'partial-date': [`2024${repeat('-1')}`, repeat('2'), `2024-${repeat('1')}`],
  date: [`2024${repeat('-01')}`, repeat('2'), `2024-01-${repeat('0')}`],
  'date-time': [`2024-01-01T00:00:00.${repeat('1')}!`, `2024-01-01T${repeat('0')}`, `2024-01-01T00:00:00${repeat('+00:00')}`],
  time: [repeat('1'), repeat('12:'), `12:00${repeat(':00')}`],
  'item-id': [`${repeat('a')}-`, `${repeat('sys.')}a-1`, `${repeat('a-')}1`, `a-0${repeat('1')}`],
  uuid: [repeat('f'), repeat('0-'), `${'0'.repeat(8)}-${repeat('0')}`],
};

describe('regex safety', () => {
  it('the checker refuses a nested quantifier (control)', () => {
    expect(safeRegex(/^(a+)+$/)).toBe(false);
    expect(safeRegex(/^(?:-[0-9]{1,2})?$/)).toBe(false);
  });

  it.each(Object.entries(ALL_PATTERNS))('%s has no nested quantifier (safe-regex2)', (_name, pattern) => {
    expect(safeRegex(pattern)).toBe(true);
  });

  it.each(Object.entries(ALL_PATTERNS))('%s answers on 50k-character input', (_name, pattern) => {
    // A fresh copy without the global flag: test() on a /g regex would carry lastIndex over.
    const regex = new RegExp(pattern.source, pattern.flags.replace('g', ''));
    for (const input of Object.values(ADVERSARIAL).flat()) {
      expect(typeof regex.test(input)).toBe('boolean');
    }
  });
});

describe('formats on long adversarial input', () => {
  it.each(FORMAT_NAMES)('%s refuses its adversarial inputs', (name) => {
    for (const input of ADVERSARIAL[name]) {
      expect(input.length).toBeGreaterThanOrEqual(LONG);
      expect(FORM_FORMATS[name].test(input)).toBe(false);
    }
  });

  it.each(FORMAT_NAMES)('%s answers on every other format’s adversarial input', (name) => {
    for (const input of Object.values(ADVERSARIAL).flat()) {
      expect(typeof FORM_FORMATS[name].test(input)).toBe('boolean');
    }
  });
});
