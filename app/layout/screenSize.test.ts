import { describe, expect, it } from 'vitest';
import { DEFAULT_BREAKPOINTS, isCompactScreen, screenSizeOf } from './screenSize';

describe('compact (phone) screens', () => {
  it('are the screens below the sm breakpoint', () => {
    expect(isCompactScreen(screenSizeOf(360))).toBe(true);
    expect(isCompactScreen(screenSizeOf(390))).toBe(true);
    expect(isCompactScreen(screenSizeOf(DEFAULT_BREAKPOINTS.sm - 1))).toBe(true);
    expect(isCompactScreen(screenSizeOf(DEFAULT_BREAKPOINTS.sm))).toBe(false);
    expect(isCompactScreen(screenSizeOf(768))).toBe(false);
    expect(isCompactScreen(screenSizeOf(1440))).toBe(false);
  });

  it('follow configured breakpoints', () => {
    const breakpoints = { sm: 400, md: 800, lg: 1200 };
    expect(isCompactScreen(screenSizeOf(390, breakpoints))).toBe(true);
    expect(isCompactScreen(screenSizeOf(420, breakpoints))).toBe(false);
  });
});
