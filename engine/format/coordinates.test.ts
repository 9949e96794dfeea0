import { describe, expect, it } from 'vitest';
import { formatCoordinate, formatLngLat } from './coordinates';

describe('coordinates', () => {
  it('show 5 decimals', () => {
    expect(formatCoordinate(45.5)).toBe('45.50000');
    expect(formatCoordinate(-73.567891234)).toBe('-73.56789');
    expect(formatCoordinate(0)).toBe('0.00000');
    expect(formatCoordinate(-0.000001)).toBe('0.00000');
    expect(formatCoordinate(Number.NaN)).toBe('');
  });

  it('formats a GeoJSON [lng, lat] point as "lat, lng"', () => {
    expect(formatLngLat([-73.5, 45.5])).toBe('45.50000, -73.50000');
  });
});
