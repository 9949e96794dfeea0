/** Named screen sizes (platform spec §9: breakpoints xs, sm, md, lg come from configuration). */
export type ScreenSize = 'xs' | 'sm' | 'md' | 'lg';

/** Lowest viewport width in CSS pixels of each size above xs. */
export interface Breakpoints {
  sm: number;
  md: number;
  lg: number;
}

export const DEFAULT_BREAKPOINTS: Breakpoints = { sm: 600, md: 960, lg: 1280 };

export function screenSizeOf(width: number, breakpoints: Breakpoints = DEFAULT_BREAKPOINTS): ScreenSize {
  if (width >= breakpoints.lg) return 'lg';
  if (width >= breakpoints.md) return 'md';
  if (width >= breakpoints.sm) return 'sm';
  return 'xs';
}

/** Several columns side by side only from medium screens up (platform spec §2). */
export function allowsMultiColumns(size: ScreenSize): boolean {
  return size === 'md' || size === 'lg';
}

/**
 * Phone-sized screens (below the sm breakpoint) get the compact shell: the header shows the logo
 * mark only and opens search over its whole width, lists move their facets behind a Filters button.
 */
export function isCompactScreen(size: ScreenSize): boolean {
  return size === 'xs';
}
