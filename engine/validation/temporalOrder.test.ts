import { describe, expect, it } from 'vitest';
import { compareTemporal } from './temporalOrder';

const sign = (a: unknown, b: unknown): number | undefined => {
  const order = compareTemporal(a, b);
  return order === undefined ? undefined : Math.sign(order);
};

describe('compareTemporal', () => {
  it('orders times by time of day, with or without seconds', () => {
    expect(sign('09:30', '10:00')).toBe(-1);
    expect(sign('09:30', '09:30:00')).toBe(0);
    expect(sign('09:30:01', '09:30')).toBe(1);
  });

  it('orders dates whatever the padding', () => {
    expect(sign('2024-2-1', '2024-10-1')).toBe(-1);
    expect(sign('2024-03-01', '2024-3-1')).toBe(0);
  });

  it('compares partial dates on the parts both give', () => {
    expect(sign('2024', '2024-03')).toBe(0);
    expect(sign('2023', '2024-03')).toBe(-1);
    expect(sign('2024-04', '2024-03-31')).toBe(1);
  });

  it('orders date-times by instant, zones applied', () => {
    expect(sign('2024-03-01T10:00:00+02:00', '2024-03-01T09:00:00Z')).toBe(-1);
    expect(sign('2024-03-01T10:00:00.5Z', '2024-03-01T10:00:00Z')).toBe(1);
    expect(sign('2024-03-01T10:00', '2024-03-01T10:00:00Z')).toBe(0);
  });

  it('compares a date with the date part of a date-time', () => {
    expect(sign('2024-03-01', '2024-02-28T23:00:00Z')).toBe(1);
    expect(sign('2024-03-01T08:00:00Z', '2024-03-01')).toBe(0);
  });

  it('orders numbers', () => {
    expect(sign(1, 2)).toBe(-1);
  });

  it('does not guess across forms or for unknown text', () => {
    expect(compareTemporal('09:30', '2024-03-01')).toBeUndefined();
    expect(compareTemporal('soon', 'later')).toBeUndefined();
    expect(compareTemporal('2024-13', '2024-01')).toBeUndefined();
    expect(compareTemporal(1, '2024')).toBeUndefined();
  });
});
