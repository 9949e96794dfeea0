import { describe, expect, it } from 'vitest';
import { formatRelativeTime, relativeParts } from './relativeTime';

const NOW = new Date(2026, 2, 5, 12, 0, 0);
const at = (ms: number) => new Date(NOW.getTime() + ms);

describe('formatRelativeTime', () => {
  it("reads 'now' under 10 s either way", () => {
    expect(formatRelativeTime(NOW, NOW)).toBe('now');
    expect(formatRelativeTime(at(-9_999), NOW)).toBe('now');
    expect(formatRelativeTime(at(9_999), NOW)).toBe('now');
  });

  it('uses seconds from 10 s on', () => {
    expect(formatRelativeTime(at(-10_000), NOW)).toBe('10 seconds ago');
    expect(formatRelativeTime(at(45_000), NOW)).toBe('in 45 seconds');
  });

  it('picks the largest fitting unit', () => {
    expect(formatRelativeTime(at(-5 * 60_000), NOW)).toBe('5 minutes ago');
    expect(formatRelativeTime(at(-3 * 3600_000), NOW)).toBe('3 hours ago');
    expect(formatRelativeTime(at(-24 * 3600_000), NOW)).toBe('yesterday');
    expect(formatRelativeTime(at(2 * 24 * 3600_000), NOW)).toBe('in 2 days');
    expect(formatRelativeTime(at(-14 * 24 * 3600_000), NOW)).toBe('2 weeks ago');
    expect(formatRelativeTime(at(-400 * 24 * 3600_000), NOW)).toBe('last year');
  });

  it('is translated by the locale', () => {
    expect(formatRelativeTime(at(-5 * 60_000), NOW, 'fr')).toBe('il y a 5 minutes');
  });

  it('is empty for invalid input', () => {
    expect(formatRelativeTime('nope', NOW)).toBe('');
  });
});

describe('relativeParts', () => {
  it('rounds toward zero', () => {
    expect(relativeParts(-119_000)).toEqual({ value: -1, unit: 'minute' });
    expect(relativeParts(500)).toEqual({ value: 0, unit: 'second' });
  });
});
