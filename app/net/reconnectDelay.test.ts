import { describe, expect, it } from 'vitest';
import { reconnectDelayMs } from './reconnectDelay';

describe('reconnectDelayMs', () => {
  it('is 3 s + 2^failures s + jitter', () => {
    expect(reconnectDelayMs(0, () => 0)).toBe(3_000 + 1_000);
    expect(reconnectDelayMs(1, () => 0)).toBe(3_000 + 2_000);
    expect(reconnectDelayMs(3, () => 0)).toBe(3_000 + 8_000);
    expect(reconnectDelayMs(9, () => 0)).toBe(3_000 + 512_000);
  });

  it('caps the exponential part at 600 s', () => {
    expect(reconnectDelayMs(10, () => 0)).toBe(3_000 + 600_000);
    expect(reconnectDelayMs(50, () => 0)).toBe(3_000 + 600_000);
    expect(reconnectDelayMs(10_000, () => 0)).toBe(3_000 + 600_000);
  });

  it('adds 0 to 10 s of jitter from the injected random source', () => {
    expect(reconnectDelayMs(2, () => 0.5)).toBe(3_000 + 4_000 + 5_000);
    expect(reconnectDelayMs(2, () => 0.999_9)).toBe(3_000 + 4_000 + 9_999);
  });

  it('treats negative or fractional counts as whole non-negative failures', () => {
    expect(reconnectDelayMs(-3, () => 0)).toBe(4_000);
    expect(reconnectDelayMs(2.7, () => 0)).toBe(7_000);
  });

  it('keeps the result within the documented bounds for any random value', () => {
    for (const r of [0, 0.25, 0.75, 1, 2, -1]) {
      const delay = reconnectDelayMs(4, () => r);
      expect(delay).toBeGreaterThanOrEqual(19_000);
      expect(delay).toBeLessThanOrEqual(29_000);
    }
  });
});
