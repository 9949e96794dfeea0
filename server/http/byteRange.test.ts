import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byteRange';

describe('parseByteRange', () => {
  it('reads a closed range, clamping its end to the body', () => {
    expect(parseByteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseByteRange('bytes=900-2000', 1000)).toEqual({ start: 900, end: 999 });
  });
  it('reads open and suffix ranges', () => {
    expect(parseByteRange('bytes=10-', 100)).toEqual({ start: 10, end: 99 });
    expect(parseByteRange('bytes=-30', 100)).toEqual({ start: 70, end: 99 });
    expect(parseByteRange('bytes=-300', 100)).toEqual({ start: 0, end: 99 });
  });
  it('refuses a range that starts past the end', () => {
    expect(parseByteRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-0', 100)).toBe('unsatisfiable');
  });
  it('ignores what it does not serve: no header, other units, several ranges, reversed ends', () => {
    expect(parseByteRange(undefined, 100)).toBeUndefined();
    expect(parseByteRange('items=0-1', 100)).toBeUndefined();
    expect(parseByteRange('bytes=0-1,5-6', 100)).toBeUndefined();
    expect(parseByteRange('bytes=9-3', 100)).toBeUndefined();
    expect(parseByteRange('bytes=-', 100)).toBeUndefined();
  });
});
