import { describe, expect, it } from 'vitest';
import { DEFAULT_BOUNDS, decodeBoundsHash, encodeBoundsHash, formatCoordinates, roundCoordinate } from './boundsHash';

describe('bounds hash (base 36, 5 decimals)', () => {
  it('encodes the default view as four base-36 numbers of 10^-5 degrees', () => {
    expect(encodeBoundsHash(DEFAULT_BOUNDS)).toBe('-8e7mo_2uvpc_-35li8_4618g');
    expect(parseInt('-8e7mo', 36)).toBe(-14_100_000);
  });

  it('round-trips bounds at 5 decimals', () => {
    const bounds = [-123.456789, 49.000004, -122.1, 49.987655] as const;
    expect(decodeBoundsHash(encodeBoundsHash(bounds))).toEqual([-123.45679, 49, -122.1, 49.98766]);
  });

  it('refuses what is not four ordered bounds', () => {
    expect(decodeBoundsHash(undefined)).toBeUndefined();
    expect(decodeBoundsHash('')).toBeUndefined();
    expect(decodeBoundsHash('1_2_3')).toBeUndefined();
    expect(decodeBoundsHash('a_b_c_!')).toBeUndefined();
    // south above north
    expect(decodeBoundsHash(encodeBoundsHash([-10, 20, 10, 10]))).toBeUndefined();
    // beyond the poles
    expect(decodeBoundsHash(encodeBoundsHash([-10, -95, 10, 10]))).toBeUndefined();
  });

  it('shows coordinates at 5 decimals, latitude first', () => {
    expect(formatCoordinates(-114.0719123, 51.0447456)).toBe('51.04475, -114.07191');
    expect(roundCoordinate(-0.000001)).toBe(0);
  });
});
