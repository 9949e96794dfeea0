import type { ValuesColumn } from './typeSegment';

/** A column keeps its tally while it has at most this many distinct first codes, or one per 16 rows when more. */
const MOST_DISTINCT = 1024;

/**
 * How many rows of a column have each first code (rows with list extras included, their first code
 * only): the facet count of a type hit whole, without a pass over its rows. Counted on first use
 * from the column (so a snapshot read back needs nothing new), then kept current by the column's
 * writes (TypeSegment.addValue, clearValues). A column of mostly distinct values (names, emails)
 * keeps none: its tally would be as long as the column, and the facet counts it row by row as before.
 */
export function firstCodeTally(column: ValuesColumn, rows: number): ReadonlyMap<number, number> | undefined {
  if (column.tally === null) return undefined;
  if (column.tally !== undefined) return column.tally;
  const limit = Math.max(MOST_DISTINCT, rows >> 4);
  const tally = new Map<number, number>();
  const { first } = column;
  for (let row = 0; row < first.length; row += 1) {
    const code = first[row] ?? -1;
    if (code < 0) continue;
    tally.set(code, (tally.get(code) ?? 0) + 1);
    if (tally.size > limit) {
      column.tally = null;
      return undefined;
    }
  }
  column.tally = tally;
  return tally;
}

/** Keeps a column's tally (when it has one) current as a row's first code is set or cleared. */
export function tallyFirstCode(column: ValuesColumn, code: number, delta: 1 | -1): void {
  const { tally } = column;
  if (tally === undefined || tally === null) return;
  const times = (tally.get(code) ?? 0) + delta;
  if (times === 0) tally.delete(code);
  else tally.set(code, times);
}
