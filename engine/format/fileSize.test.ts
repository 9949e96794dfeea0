import { describe, expect, it } from 'vitest';
import { formatFileSize } from './fileSize';

describe('formatFileSize', () => {
  it('uses Bytes below 1000', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(999)).toBe('999 Bytes');
  });

  it('steps by 1000 through KB, MB, GB, TB', () => {
    expect(formatFileSize(1000)).toBe('1 KB');
    expect(formatFileSize(1500)).toBe('1.5 KB');
    expect(formatFileSize(1_000_000)).toBe('1 MB');
    expect(formatFileSize(12_345_678)).toBe('12.3 MB');
    expect(formatFileSize(1_000_000_000)).toBe('1 GB');
    expect(formatFileSize(2_000_000_000_000)).toBe('2 TB');
    expect(formatFileSize(5_000_000_000_000_000)).toBe('5,000 TB');
  });

  it('does not show 1000 KB for values that round up', () => {
    expect(formatFileSize(999_960)).toBe('1 MB');
  });

  it('is empty for negative or non-finite sizes', () => {
    expect(formatFileSize(-1)).toBe('');
    expect(formatFileSize(Number.NaN)).toBe('');
  });
});
