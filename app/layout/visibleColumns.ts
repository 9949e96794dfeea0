import type { CellWidth } from './cellTypes';
import { CELL_WIDTH_FRACTION } from './cellTypes';

export interface ColumnFit {
  /** First and last (inclusive) column index on screen. */
  first: number;
  last: number;
  /** Share of the column area per visible column, in order; they add up to 1. */
  shares: number[];
}

/** Tolerance for adding thirds (1/3 + 1/3 + 1/3 is not exactly 1 in binary). */
const EPSILON = 1e-9;

/**
 * Which columns are on screen (platform spec §2 "Layout"). One column at a time unless multiple
 * columns are allowed (medium screens and up, user preference on); an expanded column shows alone.
 * Otherwise the focused column shows with as many columns before it as fit, then columns after it;
 * space left over goes to the focused column.
 */
export function visibleColumns(widths: readonly CellWidth[], focusCi: number, multi: boolean, expandedCi?: number): ColumnFit {
  const count = widths.length;
  if (count === 0) return { first: 0, last: -1, shares: [] };
  const focus = Math.min(Math.max(focusCi, 0), count - 1);
  if (!multi || expandedCi !== undefined) {
    const only = expandedCi !== undefined && expandedCi >= 0 && expandedCi < count ? expandedCi : focus;
    return { first: only, last: only, shares: [1] };
  }

  const fraction = (ci: number): number => CELL_WIDTH_FRACTION[widths[ci] ?? 'THIRD'];
  let first = focus;
  let last = focus;
  let used = fraction(focus);
  while (first > 0 && used + fraction(first - 1) <= 1 + EPSILON) used += fraction(--first);
  while (last < count - 1 && used + fraction(last + 1) <= 1 + EPSILON) used += fraction(++last);

  const shares: number[] = [];
  for (let ci = first; ci <= last; ci++) shares.push(fraction(ci) + (ci === focus ? Math.max(0, 1 - used) : 0));
  return { first, last, shares };
}
