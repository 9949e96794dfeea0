import type { ColumnSpec } from './routeTypes';

/** How a click on a link to a cell changes the columns. */
export type LinkMode =
  /** Plain click: drill down, the target opens in the column after the link's column and later columns close. */
  | 'next'
  /** Ctrl/Cmd-click: the target takes the place of the link's own cell (later columns close). */
  | 'replace';

/** Ctrl (or Cmd on macOS) turns a drill-down into a replacement; other modifiers are left to the browser. */
export function linkModeOf(event: { ctrlKey: boolean; metaKey: boolean }): LinkMode {
  return event.ctrlKey || event.metaKey ? 'replace' : 'next';
}

/** True for clicks the browser should handle itself (middle button, shift for a new window, alt to download). */
export function isBrowserHandledClick(event: { button: number; shiftKey: boolean; altKey: boolean }): boolean {
  return event.button !== 0 || event.shiftKey || event.altKey;
}

/**
 * The columns after following a link from column `fromCi` (platform spec §2: Ctrl/Cmd-click adjusts
 * the item segments). fromCi -1 means a link outside any cell (header, drawer): the target becomes
 * the only column. Parameters of the kept columns stay with them; the target brings its own.
 */
export function columnsAfterLink(
  current: readonly ColumnSpec[],
  fromCi: number,
  target: ColumnSpec,
  mode: LinkMode,
): ColumnSpec[] {
  if (fromCi < 0 || fromCi >= current.length) return [target];
  const keep = mode === 'next' ? fromCi + 1 : fromCi;
  const kept = current.slice(0, keep);
  // Following a link to the cell that is already next keeps what is open after it.
  if (mode === 'next' && current[keep]?.key === target.key && current[keep]?.routeParam === target.routeParam) {
    return [...current];
  }
  return [...kept, target];
}

/** The columns once the cell in column `ci` closes: that column and every later one go. */
export function columnsAfterClose(current: readonly ColumnSpec[], ci: number): ColumnSpec[] {
  return current.slice(0, Math.max(0, ci));
}

/** Replaces the parameter of one column (a search text, a selected tab) and keeps the rest. */
export function columnsWithParam(current: readonly ColumnSpec[], ci: number, routeParam: string | undefined): ColumnSpec[] {
  return current.map((c, i) => {
    if (i !== ci) return c;
    return routeParam === undefined ? { key: c.key } : { key: c.key, routeParam };
  });
}
